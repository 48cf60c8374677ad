// The per-day sums (money-day-sums.ts) added up per month, so a filter over months or all time reads a few rows per
// month instead of a few per day: the totals take a range's whole months from here and the days at either end from the
// day sums (services/money/ledger-totals.ts). A trigger on the day sums (migration 0034) keeps them in the same
// statement as every change to a day sum, so they hold whatever keeps the day sums.
import { sql } from 'drizzle-orm';
import { check, date, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { moneySumColumns } from './column-groups';

export const moneyMonthSums = pgTable(
  'money_month_sums',
  {
    /** The first day of the month (in Pakistan, as the day sums' days are). */
    month: date('month', { mode: 'string' }).notNull(),
    ...moneySumColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.kind, t.method, t.state, t.programmeSlug] }),
    check('money_month_sums_month_first_day', sql`extract(day from ${t.month}) = 1`),
  ],
);
