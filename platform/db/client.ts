// One database handle for the platform: embedded PGlite by default, PostgreSQL when DATABASE_URL is set.
import path from 'node:path';
import { mkdirSync, accessSync, constants, existsSync, statSync } from 'node:fs';
import { pgliteStartParams } from './pglite-memory';
import { createPrivateFiles, tightenDataFolder } from './private-data-folder';
import type { PostgresLimits } from './postgres';
import * as schema from './schema';
import type { Database } from './database';

export type { Database } from './database';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Cheap liveness query for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections (all, idle) and callers waiting for one; absent on the embedded database. */
  poolUse?(): { total: number; idle: number; waiting: number };
  /** The embedded database's WebAssembly memory in bytes (it grows, never shrinks); absent on PostgreSQL. */
  heapBytes?(): number;
  /** A copy of the embedded database for `openDatabase({ copyOf })`; absent on PostgreSQL. */
  dump?(): Promise<Blob>;
  /** Applies the migrations, then `afterwards` (seeding) on the same connection, under a database-wide lock
   * so instances started together take turns instead of racing to create the same tables. */
  migrate(afterwards?: (db: Database) => Promise<void>): Promise<void>;
}

export const migrationsFolder = path.join(process.cwd(), 'platform', 'db', 'migrations');

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/** PostgreSQL advisory lock key held while migrating and seeding (any constant that nothing else uses). */
const MIGRATION_LOCK = 7_302_015;

/**
 * `dataDir: 'memory://'` gives an in-memory database (tests); `copyOf`, a copy of one that `dumpDataDir` wrote
 * (tests start from one database migrated once per run instead of migrating their own).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  limits?: PostgresLimits;
  copyOf?: Blob;
}): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.limits) : openPglite(options.dataDir, options.copyOf);
}

/** One readable reason, even from an AggregateError (several addresses tried) whose own message is empty. */
function reason(error: unknown): string {
  // Duck-typed: errors from node:fs may come from another realm (Jest), where instanceof Error fails.
  if (typeof error !== 'object' || error === null) return String(error);
  const { message, code, name, errors } = error as Partial<NodeJS.ErrnoException> & { errors?: unknown[] };
  if (!message && Array.isArray(errors) && errors.length) return errors.map(reason).join('; ');
  return message || code || name || String(error);
}

/** Creates the folder one level at a time: Node 20's recursive mkdir spins forever under /proc. */
function ensureWritableDirectory(dir: string): void {
  const missing: string[] = [];
  for (let current = dir; !existsSync(current); current = path.dirname(current)) {
    missing.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of missing) mkdirSync(folder);
  if (!statSync(dir).isDirectory()) throw new Error('it exists and is not a folder');
  accessSync(dir, constants.W_OK);
}

async function openPglite(dataDir: string, copyOf?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const dir = inMemory ? dataDir : path.resolve(dataDir);
  if (!inMemory) {
    try {
      // The folders above the data folder first, under the usual umask: made under 077 they would shut out other
      // accounts' programs that keep their own folders beside it (nginx's cache under .data in the production suite).
      ensureWritableDirectory(dir);
      createPrivateFiles();
      // Before PGlite reads it: a folder an earlier version left readable is closed first.
      tightenDataFolder(dir);
    } catch (error) {
      throw new DatabaseStartError(`PGLITE_DATA_DIR ${dir} is not a writable folder: ${reason(error)}`);
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { pgliteExtensions } = await import('./pglite-extensions');
  const options = {
    startParams: pgliteStartParams(PGlite.defaultStartParams),
    extensions: pgliteExtensions,
    ...(inMemory ? {} : { dataDir: dir }),
    ...(inMemory && copyOf ? { loadDataDir: copyOf } : {}),
  };
  const open = () => PGlite.create(options);
  let client: Awaited<ReturnType<typeof open>>;
  try {
    const fresh = !inMemory && !existsSync(path.join(dir, 'PG_VERSION'));
    client = await open();
    if (fresh) {
      // A new folder is made by initdb in two more WebAssembly instances that stay reachable from this one for its
      // whole life (about 290 MB resident); opening the folder again lets them go.
      await client.close();
      client = await open();
    }
    // Starting writes the relation cache's init files 0644 whatever the umask; and initdb's copy is 0666.
    if (!inMemory) tightenDataFolder(dir);
  } catch (error) {
    throw new DatabaseStartError(`PGLITE_DATA_DIR ${dir} could not be opened by PGlite: ${reason(error)}`);
  }
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    // PGlite's published `Module` getter (typed in its declarations, imported from the package's entry, not a file
    // path): the one place that knows the heap's size. process.memoryUsage().external would only bound it, mixed
    // with every other buffer the process holds, too coarse for the memory report and the 128 MB check.
    heapBytes: () => client.Module.wasmMemory.buffer.byteLength,
    dump: () => client.dumpDataDir('none'),
    migrate: async (afterwards) => {
      await migrationStep(() => migrate(db, { migrationsFolder }));
      await afterwards?.(db as unknown as Database);
    },
  };
}

/** A failed migration says why in one line (PostgreSQL's reason), not with the whole SQL drizzle wraps it in. */
async function migrationStep(step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    throw new DatabaseStartError(`Database migrations failed: ${reason(cause ?? error)}`);
  }
}

async function openPostgres(url: string, chosenLimits: PostgresLimits | undefined): Promise<DatabaseHandle> {
  const { connectForMigrations, createPostgresPool, DEFAULT_POSTGRES_LIMITS } = await import('./postgres');
  const limits = chosenLimits ?? DEFAULT_POSTGRES_LIMITS;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = createPostgresPool(url, limits);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const { host, password } = new URL(url);
    // Only the host is named; the password is scrubbed in case a driver message ever echoes it.
    const why = password ? reason(error).replaceAll(decodeURIComponent(password), '***') : reason(error);
    throw new DatabaseStartError(`DATABASE_URL: cannot connect to PostgreSQL at ${host || 'localhost'}: ${why}`);
  }
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
    migrate: async (afterwards) => {
      const client = await connectForMigrations(url, limits);
      try {
        // Held until this session ends; a second instance waits here, then finds nothing left to do.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const locked = drizzle(client, { schema });
        await migrationStep(() => migrate(locked, { migrationsFolder }));
        await afterwards?.(locked as unknown as Database);
      } finally {
        await client.end().catch(() => {});
      }
    },
  };
}
