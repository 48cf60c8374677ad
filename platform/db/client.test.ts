import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DatabaseStartError, openDatabase } from './client';
import { PGLITE_MEMORY_SETTINGS } from './pglite-memory';

// Creating a PGlite database on disk takes seconds when every test file runs at once.
const PGLITE_START_MS = 60_000;

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'plat-client-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const failure = async (options: Parameters<typeof openDatabase>[0]) => {
  const error: unknown = await openDatabase(options).then(
    (handle) => handle.close().then(() => new Error('opened')),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DatabaseStartError);
  return (error as Error).message;
};

test('an unreachable DATABASE_URL names the setting and the host, never the password', async () => {
  const message = await failure({ url: 'postgres://nobody:hunter2-secret@127.0.0.1:1/x', dataDir: 'memory://' });
  expect(message).toMatch(/^DATABASE_URL: cannot connect to PostgreSQL at 127\.0\.0\.1:1: .*ECONNREFUSED/);
  expect(message).not.toContain('hunter2');
  expect(message).not.toContain('\n');
});

test('a PGLITE_DATA_DIR inside a file names the setting, the folder and why', async () => {
  const file = path.join(scratch, 'a-file');
  writeFileSync(file, 'not a folder');
  const message = await failure({ dataDir: path.join(file, 'db') });
  expect(message).toBe(
    `PGLITE_DATA_DIR ${path.join(file, 'db')} is not a writable folder: ENOTDIR: not a directory, mkdir '${path.join(file, 'db')}'`,
  );
  expect(await failure({ dataDir: file })).toBe(
    `PGLITE_DATA_DIR ${file} is not a writable folder: it exists and is not a folder`,
  );
});

test(
  'a missing PGLITE_DATA_DIR is created, nested folders included',
  async () => {
    const handle = await openDatabase({ dataDir: path.join(scratch, 'nested', 'data') });
    await handle.ping();
    await handle.close();
  },
  PGLITE_START_MS,
);

test(
  'the embedded database starts with its explicit memory limits, and its WebAssembly heap stays at its initial 128 MB',
  async () => {
    const handle = await openDatabase({ dataDir: path.join(scratch, 'limits') });
    try {
      const setting = async (name: string) => {
        const { rows } = (await handle.db.execute(sql.raw(`show ${name}`))) as unknown as {
          rows: Record<string, string>[];
        };
        return rows[0]?.[name];
      };
      for (const [name, value] of Object.entries(PGLITE_MEMORY_SETTINGS)) expect(await setting(name)).toBe(value);
      await handle.migrate();
      // A sort larger than work_mem spills to disk instead of growing the heap.
      await handle.db.execute(sql.raw('select g, md5(g::text) from generate_series(1, 200000) g order by 2 limit 1'));
      expect(handle.heapBytes?.()).toBe(128 * 1024 * 1024);
    } finally {
      await handle.close();
    }
  },
  PGLITE_START_MS,
);
