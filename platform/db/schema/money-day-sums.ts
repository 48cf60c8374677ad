// The money office's totals kept as rows change: per day in Pakistan (the day the office's date filter means), kind,
// method, state and programme, how many payments or refunds and their amount. Triggers on payments, refunds and orders
// (migrations 0031, 0033) keep it in the same transaction as every insert, change and delete, so no code path can
// forget it; the totals of a filter then add up a few rows per day instead of every payment, and the month sums
// (money-month-sums.ts) a few per month.
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from './checkout';

export const moneyDaySums = pgTable(
  'money_day_sums',
  {
    /** The day in Pakistan a payment started or a refund was recorded: `ledgerConditions`' from and to are too. */
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** A payment's status, or `refunded` for a refund (the ledger's state). */
    state: text('state').notNull(),
    programmeSlug: text('programme_slug').notNull(),
    count: integer('count').notNull(),
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.method, t.state, t.programmeSlug] })],
);
