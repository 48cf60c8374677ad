// Attempt counters of sign-in, password change, recovery and sign-up, one row per scope and kind, in the database
// so every instance agrees (platform/http/throttle.ts reads and writes them in one statement per scope).
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const authThrottle = pgTable(
  'auth_throttle',
  {
    /** 'account:<lower e-mail>', 'address:<client address>' or 'account:<lower e-mail>|address:<client address>'. */
    scope: text('scope').notNull(),
    kind: text('kind', {
      enum: [
        'login',
        'code-request',
        'recovery',
        'register',
        'register-confirm',
        'email-change',
        'email-change-confirm',
      ],
    }).notNull(),
    /** Attempts since the window started, counted before each was checked. */
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** No attempt before this time: the growing delay once the free attempts are used. */
    nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.kind] })],
);
