// A counting semaphore: at most `size` holders at once, the rest wait in order. A waiter that is not served within
// its timeout gives up (the caller answers 503), so a burst queues briefly instead of piling up without bound.
interface Slots {
  /** Resolves to a release function, or to undefined when no slot came free in time. */
  acquire(timeoutMs: number): Promise<(() => void) | undefined>;
  readonly inUse: number;
}

export function createSlots(size: number): Slots {
  let inUse = 0;
  const waiting: Array<(granted: boolean) => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next(true);
    else inUse -= 1;
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    get inUse() {
      return inUse;
    },
    acquire(timeoutMs) {
      if (inUse < size) {
        inUse += 1;
        return Promise.resolve(once());
      }
      return new Promise((resolve) => {
        const waiter = (granted: boolean) => {
          clearTimeout(timer);
          resolve(granted ? once() : undefined);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter(false);
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
  };
}
