// The office's money list: every payment (money in, whatever became of it) and every refund (money sent back) as one
// list, each row with its learner, programme and semester. One set of conditions (ledgerConditions) the page and the
// CSV apply alike; the totals apply the same filter to the sums the database keeps (ledger-totals.ts).
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { LedgerFilter, LedgerState } from '@/contract';
import type { Database } from '../../db/client';
import { accounts, orders, payments, programmes, receipts, refunds } from '../../db/schema';

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
 * Where a day of the filter begins: midnight in Pakistan, by the database's rules for Asia/Karachi, the ones
 * `money_day_of` (migration 0033) puts the per-day sums on, the rows' times are shown in and the reports count months
 * in, so "1 December" means the same day on every staff screen. Not a fixed UTC+5: Pakistan kept summer time (UTC+6)
 * in 2002, 2008 and 2009.
 */
const dayBegins = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Karachi')`;
const nextDayBegins = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Karachi')`;

/** The filter as conditions on the ledger's columns; `to` is inclusive (everything before the next day began). */
export function ledgerConditions(l: Filterable, filter: LedgerFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.from) where.push(gte(l.at, dayBegins(filter.from)));
  if (filter.to) where.push(lt(l.at, nextDayBegins(filter.to)));
  if (filter.method) where.push(eq(l.method, filter.method));
  if (filter.state) where.push(eq(l.state, filter.state));
  if (filter.programme) where.push(eq(l.programmeSlug, filter.programme));
  return and(...where);
}
