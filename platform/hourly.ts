// Housekeeping that runs at start-up and every hour on every instance (each task is harmless to run twice).
import type { PlatformDeps } from './deps';

/** Runs `task` now and hourly; a failure is logged as `${what} failed`; the timer never keeps the process alive. */
export function runHourly(deps: PlatformDeps, what: string, task: () => Promise<unknown>): () => void {
  const run = () => void task().catch((error: unknown) => deps.logger.error({ err: error }, `${what} failed`));
  run();
  const timer = setInterval(run, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
