// SIGTERM (or SIGINT) drains the server: readiness answers 503 at once, Next.js's own handler stops accepting
// connections and waits for the requests in flight, then the database and the cache are closed, one line is
// logged and the process exits 0. If requests are still running after the timeout, they are cut.
import { beginDraining, closeAll } from './lifecycle';

/** Closing the database and the cache may not hold the exit up longer than this. */
const CLOSE_TIMEOUT_MS = 5_000;

export interface ShutdownOptions {
  timeoutMs: number;
  log?: (line: string) => void;
}

export function drainOnSignals({ timeoutMs, log = (line) => console.log(line) }: ShutdownOptions): void {
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    beginDraining();
    const startedAt = Date.now();
    const exit = process.exit.bind(process);
    let finishing: Promise<void> | undefined;
    const finish = (drained: boolean) => {
      finishing ??= (async () => {
        await Promise.race([closeAll(), new Promise((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref())]);
        const ms = Date.now() - startedAt;
        const msg = drained ? `shutdown: drained in ${ms} ms, connections closed` : `shutdown: requests still running after ${timeoutMs} ms were cut`;
        log(JSON.stringify({ level: drained ? 30 : 40, time: Date.now(), service: 'portal', signal, drained, ms, msg }));
        exit(0);
      })();
    };
    // Next.js's handler ends with process.exit once its server has closed, i.e. once every request in flight
    // has been answered: that call is where the drain is complete, so it closes our connections first.
    process.exit = (() => finish(true)) as typeof process.exit;
    setTimeout(() => finish(false), timeoutMs).unref();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
