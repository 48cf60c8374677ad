// One database handle for the platform: embedded PGlite by default, PostgreSQL when DATABASE_URL is set.
import path from 'node:path';
import { mkdirSync, accessSync, constants } from 'node:fs';
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

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const dir = inMemory ? dataDir : path.resolve(dataDir);
  if (!inMemory) {
    try {
      mkdirSync(dir, { recursive: true });
      accessSync(dir, constants.W_OK);
    } catch (error) {
      throw new DatabaseStartError(`PGlite data folder ${dir} is not writable: ${(error as Error).message}`);
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(inMemory ? undefined : dir);
  } catch (error) {
    throw new DatabaseStartError(`PGlite could not open ${dir}: ${(error as Error).message}`);
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
  const client = postgres(url, { max: 10, onnotice: () => {} });
  try {
    await client`select 1`;
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => {});
    const where = new URL(url).host;
    throw new DatabaseStartError(`PostgreSQL at ${where} is not reachable: ${(error as Error).message}`);
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
