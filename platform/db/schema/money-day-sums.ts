// The money office's totals kept as rows change: per day in Pakistan (the day the office's date filter means), kind,
// method, state and programme, how many payments or refunds and their amount. Triggers on payments, refunds and orders
// (migrations 0031, 0033) keep it in the same transaction as every insert, change and delete, so no code path can
// forget it; the totals of a filter then add up a few rows per day instead of every payment, and the month sums
// (money-month-sums.ts) a few per month.
import { date, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { moneySumColumns } from './column-groups';

export const moneyDaySums = pgTable(
  'money_day_sums',
  {
    /** The day in Pakistan a payment started or a refund was recorded: `ledgerConditions`' from and to are too. */
    day: date('day', { mode: 'string' }).notNull(),
    ...moneySumColumns(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.method, t.state, t.programmeSlug] })],
);
