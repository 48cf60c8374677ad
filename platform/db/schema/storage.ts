// Stored files (identity photos, receipts), AES-256-GCM encrypted: the database holds only ciphertext.
import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Buffer (PGlite answers Uint8Array, postgres-js Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const storedBlobs = pgTable('stored_blobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  /** Size of the plaintext. */
  byteLength: integer('byte_length').notNull(),
  /** Names the key that sealed it (a hash prefix, not the key). */
  keyId: text('key_id').notNull(),
  iv: bytea('iv').notNull(),
  authTag: bytea('auth_tag').notNull(),
  ciphertext: bytea('ciphertext').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
