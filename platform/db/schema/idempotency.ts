// Stored answers of write requests sent with an Idempotency-Key, so a retry or double submit is answered
// from here instead of writing twice.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The endpoint (method and route) plus, later, the caller: one key never answers another endpoint. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being handled. */
    status: integer('status'),
    body: text('body'),
    contentType: text('content_type'),
    /** The answer's Location (a 201 names what it created): a replay names the same. */
    location: text('location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // created_at: the hourly retention deletes by it (platform/http/idempotency-retention.ts).
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
