// The slowest body the portal reads: a photo sent to the platform, and the identity form sent without JavaScript to
// the web server. A body that sends fewer than `bytes` in any `perMs` is stopped, so a client trickling a byte now and
// then cannot hold a read (and the place it takes) open for as long as the server lets a request live.
export interface MinimumRate {
  bytes: number;
  perMs: number;
}

// 16 KB in 10 s is 13 kbit/s: a phone on a poor 2G connection still gets through, a byte every few seconds does not.
export const UPLOAD_MINIMUM_RATE: MinimumRate = { bytes: 16 * 1024, perMs: 10_000 };

/** Counts a body's bytes as they arrive; `onTooSlow` runs (once) at the end of a window that brought too few. */
export function watchRate(
  rate: MinimumRate,
  onTooSlow: () => void,
): { count: (bytes: number) => void; stop: () => void } {
  let sinceCheck = 0;
  const timer = setInterval(() => {
    if (sinceCheck < rate.bytes) {
      clearInterval(timer);
      onTooSlow();
    }
    sinceCheck = 0;
  }, rate.perMs);
  return {
    count: (bytes) => void (sinceCheck += bytes),
    stop: () => clearInterval(timer),
  };
}
