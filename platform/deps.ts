// What every platform route needs from the outside world, passed in so tests can give their own.
import type { Database } from './db/client';
import type { Logger } from './logger';

export interface PlatformDeps {
  db: Database;
  logger: Logger;
  /** Injected so tests can move time (semesters, token expiry). */
  now: () => Date;
}
