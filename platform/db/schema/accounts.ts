// Accounts and their sessions: learners, refresh-token families, recovery codes, failed attempts
// (the brute-force limit lives in the database so every instance agrees) and the mail outbox.
import { sql } from 'drizzle-orm';
import { pgTable, text, integer, timestamp, uuid, index, uniqueIndex, bigserial } from 'drizzle-orm/pg-core';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    country: text('country').notNull().default('PK'),
    /** The language of the learner's e-mails: the one they signed up in. */
    language: text('language', { enum: ['en', 'ur'] })
      .notNull()
      .default('en'),
    /** scrypt$N$r$p$salt$hash; never logged, never answered. */
    passwordHash: text('password_hash').notNull(),
    /** Every account starts as a learner. `staff` decides the review queues; `admin` also grants roles and edits the
     * catalogue. The first admin comes from the command line (`npm run staff:add -- --admin`), the rest from /staff/roles. */
    role: text('role', { enum: ['learner', 'staff', 'admin'] })
      .notNull()
      .default('learner'),
    /** First identity-verification submission: the session's has_submitted_kyc from then on. */
    kycSubmittedAt: timestamp('kyc_submitted_at', { withTimezone: true }),
    /** When the learner proved they read this address (a code from it); null: not yet. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Closed by the learner: personal fields were cleared at that moment; the row stays for payment records. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_lower_key').on(sql`lower(${t.email})`),
    // Staff find a learner by phone, and page the list newest first or by name (services/staff/learner-search.ts).
    index('accounts_phone_idx').on(t.phone),
    index('accounts_created_idx').on(t.createdAt, t.id),
    index('accounts_name_idx').on(sql`lower(${t.fullName})`, t.id),
    // The search finds part of a name or an address anywhere in it (ILIKE '%…%'): trigram indexes answer that
    // without reading every account (pg_trgm; the migration creates the extension).
    index('accounts_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('accounts_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** One sign-in: the refresh-token family and the LMS token share its lifetime and revocation. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lmsTokenHash: text('lms_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end: re-authentication at least every 30 days. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** The browser's User-Agent when it signed in (cut to 512 characters): the device the sign-ins list names. */
    userAgent: text('user_agent'),
    /** The last refresh of this sign-in: when it was last used, give or take an access token's lifetime. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** The client (http/client-block.ts) it was opened from: the owner's own network while it stands (own-address.ts). */
    openedFrom: text('opened_from'),
  },
  (t) => [index('auth_sessions_account_idx').on(t.accountId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a leaked table cannot be replayed. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** HMAC of the code with the auth secret. */
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * A sign-up waiting for the 6-digit code sent to its address. The account is created only when the code
 * comes back, so nobody can hold an address they cannot read; several may wait for one address.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    country: text('country').notNull(),
    language: text('language', { enum: ['en', 'ur'] })
      .notNull()
      .default('en'),
    passwordHash: text('password_hash').notNull(),
    /** HMAC of the code with the auth secret, bound to this row's id. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('pending_registrations_email_idx').on(sql`lower(${t.email})`, t.createdAt)],
);

export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'account:<lower e-mail>' or 'address:<client address>'. */
    scope: text('scope').notNull(),
    /** Failed or limited attempts; the public forms' submissions per address are counted here too (submission-limit.ts). */
    kind: text('kind', {
      enum: [
        'login',
        'recovery',
        'code-request',
        'register',
        'register-confirm',
        'support-request',
        'scholarship-application',
      ],
    }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_failures_scope_idx').on(t.scope, t.kind, t.createdAt)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
