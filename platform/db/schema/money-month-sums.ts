// The per-day sums (money-day-sums.ts) added up per month, so a filter over months or all time reads a few rows per
// month instead of a few per day: the totals take a range's whole months from here and the days at either end from the
// day sums (services/money/ledger-totals.ts). A trigger on the day sums (migration 0034) keeps them in the same
// statement as every change to a day sum, so they hold whatever keeps the day sums.
import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from './checkout';

export const moneyMonthSums = pgTable(
  'money_month_sums',
  {
    /** The first day of the month (in Pakistan, as the day sums' days are). */
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** A payment's status, or `refunded` for a refund (the ledger's state). */
    state: text('state').notNull(),
    programmeSlug: text('programme_slug').notNull(),
    count: integer('count').notNull(),
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.kind, t.method, t.state, t.programmeSlug] }),
    check('money_month_sums_month_first_day', sql`extract(day from ${t.month}) = 1`),
  ],
);
