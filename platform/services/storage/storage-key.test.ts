import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPlatformConfig } from '../../config';
import { resolveStorageKey } from './storage-key';

test('without STORAGE_ENCRYPTION_KEY the embedded mode generates one, keeps it in the data folder and reuses it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'storage-key-'));
  const config = readPlatformConfig({ NODE_ENV: 'development', PGLITE_DATA_DIR: dir });
  const first = resolveStorageKey(config);
  expect(first.length).toBe(32);
  expect(Buffer.from(readFileSync(path.join(dir, 'storage-key'), 'utf8'), 'base64').equals(first)).toBe(true);
  expect(statSync(path.join(dir, 'storage-key')).mode & 0o777).toBe(0o600);
  expect(resolveStorageKey(config).equals(first)).toBe(true);
});

test('a production server on PostgreSQL must be given STORAGE_ENCRYPTION_KEY, as hex or base64 of 32 bytes', () => {
  const env = {
    NODE_ENV: 'production' as const,
    DATABASE_URL: 'postgres://db.internal/portal',
    MAIL_FROM: 'Learner Portal <no-reply@learn.example.org>',
  };
  expect(() => resolveStorageKey(readPlatformConfig(env))).toThrow('STORAGE_ENCRYPTION_KEY must be set');
  const hex = 'ab'.repeat(32);
  expect(resolveStorageKey(readPlatformConfig({ ...env, STORAGE_ENCRYPTION_KEY: hex })).toString('hex')).toBe(hex);
  const base64 = Buffer.alloc(32, 7).toString('base64');
  expect(resolveStorageKey(readPlatformConfig({ ...env, STORAGE_ENCRYPTION_KEY: base64 }))).toEqual(
    Buffer.alloc(32, 7),
  );
  expect(() => readPlatformConfig({ STORAGE_ENCRYPTION_KEY: 'short' })).toThrow(
    'STORAGE_ENCRYPTION_KEY must be 32 bytes',
  );
});
