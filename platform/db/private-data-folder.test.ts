// The embedded database's folder is its server account's alone: a fresh folder after writes, and a folder an earlier
// version left readable (folders 0755, files 0666), are 0700 folders of 0600 files.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

// Creating a PGlite database on disk takes seconds when every test file runs at once.
jest.setTimeout(120_000);

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'plat-private-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** Every folder and file under dir (itself included) with its mode, e.g. { 'pg_wal/…': '600' }. */
function modes(dir: string, prefix = '.'): Record<string, string> {
  const found: Record<string, string> = { [`${prefix}/`]: mode(dir) };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(found, modes(entryPath, `${prefix}/${entry.name}`));
    else found[`${prefix}/${entry.name}`] = mode(entryPath);
  }
  return found;
}

const notPrivate = (dir: string) =>
  Object.entries(modes(dir)).filter(([name, value]) => value !== (name.endsWith('/') ? '700' : '600'));

/** Writes a secret the way the platform does: a table, a row, a checkpoint (WAL and relation files on disk). */
async function writeSecrets(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    await handle.db.execute(sql`create table if not exists secrets (cnic text)`);
    await handle.db.execute(sql`insert into secrets values ('3520212345671')`);
    await handle.db.execute(sql`checkpoint`);
  } finally {
    await handle.close();
  }
}

test('a fresh data folder, after writes: folders 0700 and every file 0600', async () => {
  const dataDir = path.join(scratch, 'fresh', 'pglite');
  await writeSecrets(dataDir);
  expect(Object.keys(modes(dataDir)).length).toBeGreaterThan(100);
  expect(readdirSync(path.join(dataDir, 'pg_wal')).length).toBeGreaterThan(0);
  expect(notPrivate(dataDir)).toEqual([]);
});

test('a data folder an earlier version left readable is tightened at start', async () => {
  const dataDir = path.join(scratch, 'earlier');
  await writeSecrets(dataDir);
  // As earlier versions left it: every folder 0755, every file 0666 (a stray file of the operator's too).
  writeFileSync(path.join(dataDir, 'notes.txt'), 'left by an operator');
  const loosen = (dir: string) => {
    chmodSync(dir, 0o755);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) loosen(path.join(dir, entry.name));
      else chmodSync(path.join(dir, entry.name), 0o666);
    }
  };
  loosen(dataDir);
  expect(notPrivate(dataDir).length).toBeGreaterThan(100);

  await writeSecrets(dataDir);
  expect(notPrivate(dataDir)).toEqual([]);
});
