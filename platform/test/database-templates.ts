// One database migrated (and one also seeded) once per Jest run, copied into every test platform: migrating 19
// times and seeding took seconds per test file, a copy takes a fraction of one. Written by Jest's global setup
// (jest.global-setup.ts) into a folder named by TEST_DATABASE_TEMPLATES; without it (a script outside Jest) each
// platform migrates its own.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../db/seed';

const fileFor = (dir: string, seeded: boolean) => path.join(dir, seeded ? 'seeded.tar' : 'migrated.tar');

export async function writeDatabaseTemplates(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const dump = database.dump;
    if (!dump) throw new Error('the embedded database cannot be copied');
    writeFileSync(fileFor(dir, false), Buffer.from(await (await dump()).arrayBuffer()));
    await seedDemoData(database.db);
    writeFileSync(fileFor(dir, true), Buffer.from(await (await dump()).arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** The run's migrated (or migrated and seeded) database to copy, if the run made one. */
export function databaseTemplate(seeded: boolean): Blob | undefined {
  const dir = process.env.TEST_DATABASE_TEMPLATES;
  if (!dir || !existsSync(fileFor(dir, seeded))) return undefined;
  return new Blob([readFileSync(fileFor(dir, seeded))]);
}
