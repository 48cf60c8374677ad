// A platform on a fresh in-memory PGlite database, answered over HTTP requests to the app object.
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemoData } from '../db/seed';
import { createLogger } from '../logger';
import { createPlatformApp } from '../app';
import type { PlatformDeps } from '../deps';
import type { Mailer } from '../mail/mailer';
import type { AuthSettings } from '../services/auth/settings';

export interface TestPlatform {
  request: (path: string, init?: RequestInit) => Promise<Response>;
  deps: PlatformDeps;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

export interface TestPlatformOptions {
  seed?: boolean;
  now?: () => Date;
  /** Token secret, lifetimes, trusted client-address header. */
  auth?: AuthSettings;
  mailer?: Mailer;
}

export async function createTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  if (options.seed ?? true) await seedDemoData(database.db);
  const deps: PlatformDeps = {
    db: database.db,
    logger: createLogger('silent'),
    now: options.now ?? (() => new Date()),
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  };
  const app = createPlatformApp(deps);
  return {
    request: (path, init) => Promise.resolve(app.request(`http://platform.test/api/v1${path}`, init)),
    deps,
    database,
    close: () => database.close(),
  };
}
