// The deps' file store, or (tests of other areas) the database with a key that lives as long as the process.
import { randomBytes } from 'node:crypto';
import type { PlatformDeps } from '../../deps';
import type { BlobStore } from './blob-store';
import { createDatabaseBlobStore } from './database-blob-store';
import { KEY_BYTES } from '../../storage-key-format';

export function storageOf(deps: PlatformDeps): BlobStore {
  deps.storage ??= createDatabaseBlobStore(deps.db, randomBytes(KEY_BYTES));
  return deps.storage;
}
