// Where the JWT secret comes from. AUTH_SECRET wins. Without it, a production server on a shared
// PostgreSQL must refuse to start (instances would each invent a different key); everywhere else the
// secret is generated once and kept in the data folder, so `npm run serve` on a fresh clone just works
// and sign-ins survive restarts.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type PlatformConfig } from '../../config';

export function resolveAuthSecret(config: PlatformConfig): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.DATABASE_URL && config.NODE_ENV === 'production') {
    throw new ConfigError('AUTH_SECRET must be set (at least 32 characters) when DATABASE_URL is used in production');
  }
  const dir = path.resolve(config.PGLITE_DATA_DIR.startsWith('memory://') ? '.data' : config.PGLITE_DATA_DIR);
  const file = path.join(dir, 'auth-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 64) return stored;
  } catch {
    // First start: no secret yet.
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
