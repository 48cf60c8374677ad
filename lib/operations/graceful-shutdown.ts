// SIGTERM (or SIGINT) drains the server: readiness answers 503 at once, Next.js's own handler stops accepting
// connections and waits for the requests in flight, then the database and the cache are closed, one line is
// logged and the process exits 0. If requests are still running after the timeout, they are cut.
import { beginDraining, closeAll } from './lifecycle';
import { createPortalLogger, syncStdout, type Logger } from './logger';

/** Closing the database and the cache may not hold the exit up longer than this. */
const CLOSE_TIMEOUT_MS = 5_000;

interface ShutdownOptions {
  timeoutMs: number;
  /** Written to stdout synchronously by default: the line is the process's last act before it exits. */
  logger?: Logger;
}

export function drainOnSignals({
  timeoutMs,
  logger = createPortalLogger(undefined, syncStdout()),
}: ShutdownOptions): void {
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
        if (drained) logger.info({ signal, drained, ms }, `shutdown: drained in ${ms} ms, connections closed`);
        else logger.warn({ signal, drained, ms }, `shutdown: requests still running after ${timeoutMs} ms were cut`);
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
