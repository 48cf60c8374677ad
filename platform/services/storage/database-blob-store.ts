// The default BlobStore: encrypted rows in the platform's own database.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedBlobs } from '../../db/schema';
import type { BlobStore } from './blob-store';
import { keyId, open, seal } from './encryption';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createDatabaseBlobStore(db: Database, key: Buffer): BlobStore {
  const currentKeyId = keyId(key);
  return {
    async put({ bytes, contentType }) {
      const id = randomUUID();
      const { iv, ciphertext, tag } = seal(key, bytes, id);
      await db
        .insert(storedBlobs)
        .values({ id, contentType, byteLength: bytes.length, keyId: currentKeyId, iv, authTag: tag, ciphertext });
      return id;
    },
    async get(id) {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select().from(storedBlobs).where(eq(storedBlobs.id, id));
      if (!row) return undefined;
      if (row.keyId !== currentKeyId)
        throw new Error(
          `stored file ${id} was encrypted with another key (${row.keyId}); is STORAGE_ENCRYPTION_KEY right?`,
        );
      return {
        bytes: open(key, { iv: row.iv, ciphertext: row.ciphertext, tag: row.authTag }, id),
        contentType: row.contentType,
      };
    },
    async delete(ids) {
      const valid = ids.filter((id) => UUID.test(id));
      if (valid.length) await db.delete(storedBlobs).where(inArray(storedBlobs.id, valid));
    },
  };
}
