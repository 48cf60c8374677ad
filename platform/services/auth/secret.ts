// Where the JWT secret comes from. AUTH_SECRET wins; without it, the embedded default keeps a generated one in
// the data folder and a production server on PostgreSQL refuses to start (see kept-secret.ts).
import { randomBytes } from 'node:crypto';
import type { PlatformConfig } from '../../config';
import { keptSecret } from '../kept-secret';

export function resolveAuthSecret(config: PlatformConfig): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  return keptSecret(config, {
    file: 'auth-secret',
    variable: 'AUTH_SECRET',
    requirement: 'at least 32 characters',
    create: () => randomBytes(48).toString('base64url'),
    isValid: (stored) => stored.length >= 64,
  });
}
