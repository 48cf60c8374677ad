// The office's money list: every payment (money in, whatever became of it) and every refund (money sent back) as one
// list, each row with its learner, programme and semester. One set of conditions (ledgerConditions) the page and the
// CSV apply alike; the totals apply the same filter to the per-day sums (ledgerTotals).
import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { LedgerFilter, LedgerState } from '@/contract';
import type { Database } from '../../db/client';
import { accounts, moneyDaySums, orders, payments, programmes, receipts, refunds } from '../../db/schema';

const DAY_MS = 86_400_000;

type Method = (typeof payments.$inferSelect)['method'];

/** What every row says of its order: the learner, the programme and the semester (both halves join the same tables). */
const orderColumns = () => ({
  learnerId: sql<string>`${orders.accountId}`.as('learner_id'),
  learnerName: sql<string>`${accounts.fullName}`.as('learner_name'),
  learnerEmail: sql<string>`${accounts.email}`.as('learner_email'),
  programmeSlug: sql<string>`${orders.programmeSlug}`.as('programme_slug'),
  programmeTitle: sql<string>`${programmes.title}`.as('programme_title'),
  semester: sql<number>`${orders.programmeSemester}`.as('semester'),
  orderReference: sql<string>`${orders.reference}`.as('order_reference'),
});

/**
 * The list's two kinds of row, each its own query: a page sorts and cuts each by its own index before merging them
 * (services/money/ledger-page.ts).
 */
export function ledgerBranches(db: Database) {
  const paymentRows = db
    .select({
      id: sql<string>`${payments.id}`.as('id'),
      kind: sql<'payment' | 'refund'>`'payment'`.as('kind'),
      at: sql<Date>`${payments.startedAt}`.mapWith(payments.startedAt).as('at'),
      ...orderColumns(),
      method: sql<Method>`${payments.method}`.as('method'),
      // The reference the learner's statement shows: the gateway's id once it gave one, else the bank's, else ours.
      reference: sql<
        string | null
      >`coalesce(${payments.gatewayTxnId}, ${payments.transferId}, ${payments.gatewayRef})`.as('reference'),
      amountPaisa: sql<number>`${payments.amountPaisa}`.as('amount_paisa'),
      state: sql<LedgerState>`${payments.status}`.as('state'),
      receiptId: sql<number | null>`${receipts.id}`.mapWith(Number).as('receipt_id'),
      refundDue: sql<boolean>`${payments.refundDue}`.as('refund_due'),
      hasProof: sql<boolean>`false`.as('has_proof'),
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(programmes, eq(programmes.slug, orders.programmeSlug))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id));
  const refundRows = db
    .select({
      id: sql<string>`${refunds.id}`.as('id'),
      kind: sql<'payment' | 'refund'>`'refund'`.as('kind'),
      at: sql<Date>`${refunds.recordedAt}`.mapWith(refunds.recordedAt).as('at'),
      ...orderColumns(),
      method: sql<Method>`${refunds.method}`.as('method'),
      reference: sql<string | null>`${refunds.reference}`.as('reference'),
      amountPaisa: sql<number>`${refunds.amountPaisa}`.as('amount_paisa'),
      state: sql<LedgerState>`'refunded'`.as('state'),
      receiptId: sql<number | null>`null::bigint`.mapWith(Number).as('receipt_id'),
      refundDue: sql<boolean>`false`.as('refund_due'),
      hasProof: sql<boolean>`${refunds.proofKey} is not null`.as('has_proof'),
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(programmes, eq(programmes.slug, orders.programmeSlug));
  return { payments: paymentRows, refunds: refundRows };
}

/** One kind of row as a subquery: the columns a filter, a sort and a page read. */
export type Ledger = ReturnType<ReturnType<typeof ledgerBranches>['payments']['as']>;

/** The columns a filter reads. */
type Filterable = Pick<Ledger, 'at' | 'method' | 'state' | 'programmeSlug'>;

/**
 * Where a day of the filter begins: midnight in Pakistan, which keeps UTC+5 all year. The rows show their times there
 * and the reports count months there, so "1 December" means the same day on every staff screen; the per-day sums use
 * the same day (`money_day_of`, migration 0033).
 */
const dayBegins = (day: string) => Date.parse(`${day}T00:00:00+05:00`);

/** The filter as conditions on the ledger's columns; `to` is inclusive (everything before the next day began). */
export function ledgerConditions(l: Filterable, filter: LedgerFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.from) where.push(gte(l.at, new Date(dayBegins(filter.from))));
  if (filter.to) where.push(lt(l.at, new Date(dayBegins(filter.to) + DAY_MS)));
  if (filter.method) where.push(eq(l.method, filter.method));
  if (filter.state) where.push(eq(l.state, filter.state));
  if (filter.programme) where.push(eq(l.programmeSlug, filter.programme));
  return and(...where);
}

/**
 * What the filter holds: how many rows, the money received (payments that succeeded) and sent back. Read from the
 * per-day sums the database keeps with every payment and refund (schema/money-day-sums.ts), not from the rows: a
 * filter's dates are whole days in Pakistan, and its method, state and programme are the sums' keys, so every filter
 * is a set of whole sums, and all time is a few rows a day instead of every payment.
 */
export async function ledgerTotals(db: Database, filter: LedgerFilter) {
  const s = moneyDaySums;
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${s.count}), 0)`.mapWith(Number),
      received:
        sql<number>`coalesce(sum(${s.amountPaisa}) filter (where ${s.kind} = 'payment' and ${s.state} = 'succeeded'), 0)`.mapWith(
          Number,
        ),
      refunded: sql<number>`coalesce(sum(${s.amountPaisa}) filter (where ${s.kind} = 'refund'), 0)`.mapWith(Number),
    })
    .from(s)
    .where(
      and(
        filter.from ? gte(s.day, filter.from) : undefined,
        filter.to ? lte(s.day, filter.to) : undefined,
        filter.method ? eq(s.method, filter.method) : undefined,
        filter.state ? eq(s.state, filter.state) : undefined,
        filter.programme ? eq(s.programmeSlug, filter.programme) : undefined,
      ),
    );
  const { count = 0, received = 0, refunded = 0 } = row ?? {};
  return {
    count,
    received: { amountPaisa: received, currency: 'PKR' as const },
    refunded: { amountPaisa: refunded, currency: 'PKR' as const },
    netPaisa: received - refunded,
  };
}
