// What learners change on their own account (/account): the audit trail support reads, and e-mail changes
// waiting for the code sent to the new address.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * One change a learner made to their account: who, when, what. `detail` names what changed (fields, the old and new
 * address), never a password, a code or a token.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'profile-updated',
        'password-changed',
        'sign-ins-ended',
        'email-change-requested',
        'email-changed',
        'email-change-reverted',
        'data-exported',
        'account-closed',
      ],
    }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The client address where the platform was told it (TRUSTED_CLIENT_IP_HEADER). */
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_events_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * A new address waiting for its code; nothing about the account changes until the code comes back. Once confirmed,
 * the old address holds a link that undoes the change (`revertTokenHash`) until `revertExpiresAt`.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    /** HMAC of the code with the auth secret, bound to this row's id. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the "this was not me" token mailed to the old address. */
    revertTokenHash: text('revert_token_hash').unique(),
    revertExpiresAt: timestamp('revert_expires_at', { withTimezone: true }),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_account_idx').on(t.accountId, t.createdAt)],
);
