// A platform on a fresh in-memory PGlite database, answered over HTTP requests to the app object.
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemoData } from '../db/seed';
import { createLogger } from '../logger';
import { createPlatformApp } from '../app';
import type { PlatformDeps } from '../deps';

export interface TestPlatform {
  request: (path: string, init?: RequestInit) => Promise<Response>;
  deps: PlatformDeps;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

export async function createTestPlatform(options: { seed?: boolean; now?: () => Date } = {}): Promise<TestPlatform> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  if (options.seed ?? true) await seedDemoData(database.db);
  const deps: PlatformDeps = { db: database.db, logger: createLogger('silent'), now: options.now ?? (() => new Date()) };
  const app = createPlatformApp(deps);
  return {
    request: (path, init) => Promise.resolve(app.request(`http://platform.test/api/v1${path}`, init)),
    deps,
    database,
    close: () => database.close(),
  };
}
