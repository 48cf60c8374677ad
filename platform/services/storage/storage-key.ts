// The key that encrypts stored files (identity photos, receipts). STORAGE_ENCRYPTION_KEY wins; without it the
// embedded default generates one into the data folder, like the auth secret, and production on PostgreSQL refuses to start.
import { randomBytes } from 'node:crypto';
import type { PlatformConfig } from '../../config';
import { keptSecret } from '../kept-secret';
import { KEY_BYTES, parseKey } from '../../storage-key-format';

export function resolveStorageKey(config: PlatformConfig): Buffer {
  const configured = config.STORAGE_ENCRYPTION_KEY;
  const text =
    configured ??
    keptSecret(config, {
      file: 'storage-key',
      variable: 'STORAGE_ENCRYPTION_KEY',
      requirement: `${KEY_BYTES} random bytes as 64 hex digits or base64`,
      create: () => randomBytes(KEY_BYTES).toString('base64'),
      isValid: (stored) => parseKey(stored) !== undefined,
    });
  const key = parseKey(text);
  if (!key) throw new Error('storage key could not be read');
  return key;
}
