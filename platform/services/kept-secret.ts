// A secret generated once and kept in the embedded database's data folder (mode 0600), so `npm run serve` on a
// fresh clone just works and what it protects survives restarts. Only for the embedded default: a production
// server on a shared PostgreSQL must be given its secrets (each instance would otherwise invent its own).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type PlatformConfig } from '../config';

interface KeptSecret {
  /** The file's name inside the data folder. */
  file: string;
  /** Names the variable in the production error. */
  variable: string;
  requirement: string;
  create: () => string;
  isValid: (stored: string) => boolean;
}

export function keptSecret(config: PlatformConfig, secret: KeptSecret): string {
  if (config.DATABASE_URL && config.NODE_ENV === 'production') {
    throw new ConfigError(
      `${secret.variable} must be set (${secret.requirement}) when DATABASE_URL is used in production`,
    );
  }
  const dir = path.resolve(config.PGLITE_DATA_DIR.startsWith('memory://') ? '.data' : config.PGLITE_DATA_DIR);
  const file = path.join(dir, secret.file);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (secret.isValid(stored)) return stored;
  } catch {
    // First start: nothing kept yet.
  }
  const created = secret.create();
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, created, { mode: 0o600 });
  return created;
}
