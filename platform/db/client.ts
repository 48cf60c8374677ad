// One database handle for the platform: embedded PGlite by default, PostgreSQL when DATABASE_URL is set.
import path from 'node:path';
import { mkdirSync, accessSync, constants, existsSync, statSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Cheap liveness query for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
  migrate(): Promise<void>;
}

export const migrationsFolder = path.join(process.cwd(), 'platform', 'db', 'migrations');

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/** `dataDir: 'memory://'` gives an in-memory database (tests). */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
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

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const dir = inMemory ? dataDir : path.resolve(dataDir);
  if (!inMemory) {
    try {
      ensureWritableDirectory(dir);
    } catch (error) {
      throw new DatabaseStartError(`PGLITE_DATA_DIR ${dir} is not a writable folder: ${reason(error)}`);
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(inMemory ? undefined : dir);
  } catch (error) {
    throw new DatabaseStartError(`PGLITE_DATA_DIR ${dir} could not be opened by PGlite: ${reason(error)}`);
  }
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    migrate: () => migrate(db, { migrationsFolder }),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  // connect_timeout: an unroutable host fails start-up in 10 s instead of postgres-js's default 30 s.
  const client = postgres(url, { max: 10, connect_timeout: 10, onnotice: () => {} });
  try {
    await client`select 1`;
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => {});
    const { host, password } = new URL(url);
    // Only the host is named; the password is scrubbed in case a driver message ever echoes it.
    const why = password ? reason(error).replaceAll(decodeURIComponent(password), '***') : reason(error);
    throw new DatabaseStartError(`DATABASE_URL: cannot connect to PostgreSQL at ${host || 'localhost'}: ${why}`);
  }
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => void (await client`select 1`),
    close: () => client.end({ timeout: 5 }),
    migrate: () => migrate(db, { migrationsFolder }),
  };
}
