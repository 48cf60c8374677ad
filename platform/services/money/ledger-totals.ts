// What a filter of the money list holds: how many rows, the money received (payments that succeeded) and sent back.
// Read from the sums the database keeps with every payment and refund, not from the rows: a filter's dates are whole
// days in Pakistan and its method, state and programme are the sums' keys, so every filter is a set of whole sums. A
// range's whole months come from the month sums (schema/money-month-sums.ts) and only the days at either end from the
// day sums (schema/money-day-sums.ts), so all time is a few rows a month instead of a few a day.
import { and, eq, gte, lt, or, sql, type Column } from 'drizzle-orm';
import type { LedgerFilter } from '@/contract';
import type { Database } from '../../db/client';
import { moneyDaySums, moneyMonthSums } from '../../db/schema';

/** Days from `from` up to, not including, `before`; either end open when absent. Dates as YYYY-MM-DD. */
export interface Span {
  from?: string | undefined;
  before?: string | undefined;
}

const ymd = (date: Date) => date.toISOString().slice(0, 10);
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const nextDay = (day: string) => {
  const [y, m, d] = parts(day);
  return ymd(new Date(Date.UTC(y, m - 1, d + 1)));
};
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const firstOfNextMonth = (day: string) => {
  const [y, m] = parts(day);
  return ymd(new Date(Date.UTC(y, m, 1)));
};

/**
 * A filter's dates (inclusive) as the whole months inside them and the days left over at either end; `months` is
 * null when no whole month fits. Open ends are whole months back to the first sum or on to the last.
 */
export function spansOf(from?: string, to?: string): { months: Span | null; days: Span[] } {
  const firstWhole = from === undefined || from.endsWith('-01') ? from : firstOfNextMonth(from);
  const afterWhole = to === undefined ? undefined : firstOfMonth(nextDay(to));
  if (firstWhole !== undefined && afterWhole !== undefined && firstWhole >= afterWhole)
    return { months: null, days: [{ from, before: nextDay(to!) }] };
  const days: Span[] = [];
  if (from !== undefined && from < firstWhole!) days.push({ from, before: firstWhole });
  if (to !== undefined && afterWhole! <= to) days.push({ from: afterWhole, before: nextDay(to) });
  return { months: { from: firstWhole, before: afterWhole }, days };
}

type Sums = typeof moneyDaySums | typeof moneyMonthSums;

/** The filter's method, state and programme, and the spans, as conditions on one table of sums. */
function conditions(s: Sums, at: Column, spans: Span[], filter: LedgerFilter) {
  const within = spans.map((span) =>
    and(span.from ? gte(at, span.from) : undefined, span.before ? lt(at, span.before) : undefined),
  );
  return and(
    or(...within),
    filter.method ? eq(s.method, filter.method) : undefined,
    filter.state ? eq(s.state, filter.state) : undefined,
    filter.programme ? eq(s.programmeSlug, filter.programme) : undefined,
  );
}

export async function ledgerTotals(db: Database, filter: LedgerFilter) {
  const { months, days } = spansOf(filter.from, filter.to);
  const columns = (s: Sums) => ({ kind: s.kind, state: s.state, count: s.count, amountPaisa: s.amountPaisa });
  const fromMonths = months
    ? db
        .select(columns(moneyMonthSums))
        .from(moneyMonthSums)
        .where(conditions(moneyMonthSums, moneyMonthSums.month, [months], filter))
    : undefined;
  const fromDays = days.length
    ? db
        .select(columns(moneyDaySums))
        .from(moneyDaySums)
        .where(conditions(moneyDaySums, moneyDaySums.day, days, filter))
    : undefined;
  const sums = (fromMonths && fromDays ? fromMonths.unionAll(fromDays) : (fromMonths ?? fromDays)!).as('sums');
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${sums.count}), 0)`.mapWith(Number),
      received:
        sql<number>`coalesce(sum(${sums.amountPaisa}) filter (where ${sums.kind} = 'payment' and ${sums.state} = 'succeeded'), 0)`.mapWith(
          Number,
        ),
      refunded: sql<number>`coalesce(sum(${sums.amountPaisa}) filter (where ${sums.kind} = 'refund'), 0)`.mapWith(
        Number,
      ),
    })
    .from(sums);
  const { count = 0, received = 0, refunded = 0 } = row ?? {};
  return {
    count,
    received: { amountPaisa: received, currency: 'PKR' as const },
    refunded: { amountPaisa: refunded, currency: 'PKR' as const },
    netPaisa: received - refunded,
  };
}
