import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPlatformConfig } from '../../config';
import { resolveAuthSecret } from './secret';

test('without AUTH_SECRET the embedded mode generates one, keeps it in the data folder and reuses it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'auth-secret-'));
  const config = readPlatformConfig({ NODE_ENV: 'development', PGLITE_DATA_DIR: dir });
  const first = resolveAuthSecret(config);
  expect(first.length).toBeGreaterThanOrEqual(64);
  expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(first);
  expect(statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
  expect(resolveAuthSecret(config)).toBe(first);
});

test('a production server on PostgreSQL must be given AUTH_SECRET', () => {
  const env = {
    NODE_ENV: 'production' as const,
    DATABASE_URL: 'postgres://db.internal/portal',
    MAIL_FROM: 'Learner Portal <no-reply@learn.example.org>',
  };
  expect(() => resolveAuthSecret(readPlatformConfig(env))).toThrow('AUTH_SECRET must be set');
  const secret = 'x'.repeat(40);
  expect(resolveAuthSecret(readPlatformConfig({ ...env, AUTH_SECRET: secret }))).toBe(secret);
  expect(() => readPlatformConfig({ NODE_ENV: 'development', AUTH_SECRET: 'too short' })).toThrow(
    'AUTH_SECRET must be at least 32 characters',
  );
});
