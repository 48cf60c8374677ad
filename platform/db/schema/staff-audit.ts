// The staff audit log: every decision and change staff and admins make, kept for good. Append-only where the data is:
// a trigger (migration 0019) refuses UPDATE, DELETE and TRUNCATE on the table, and no service path writes anything
// but an INSERT.
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    /** Increases with every row: with `at` the keyset pages are read by (newest first, stable under inserts). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The account that acted; null for the operator's command line (`npm run staff:add`). No foreign key: the log
     * outlives whatever happens to accounts. */
    actorId: uuid('actor_id'),
    /** Who, as they were then: the account's e-mail address (it can change later), or `command line`. */
    actor: text('actor').notNull(),
    /** What was done, e.g. `kyc.decided`, `role.changed`. */
    action: text('action').notNull(),
    /** The record acted on: its kind (`kyc-submission`, `account`) and id. */
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    /** The record's fields that changed, before and after; never a password, a token, a code or a photo. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The client address the platform was told (TRUSTED_CLIENT_IP_HEADER); null when none was. */
    address: text('address'),
  },
  (t) => [
    index('staff_audit_log_at_idx').on(t.at, t.id),
    index('staff_audit_log_actor_idx').on(t.actor, t.at),
    index('staff_audit_log_record_idx').on(t.recordId, t.at),
  ],
);
