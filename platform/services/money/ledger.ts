// The office's money list: every payment (money in, whatever became of it) and every refund (money sent back) as one
// list, each row with its learner, programme and semester. One set of conditions (ledgerConditions) the page, the
// totals and the CSV apply alike, so a filter means the same thing in all three.
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { LedgerFilter, LedgerState } from '@/contract';
import type { Database } from '../../db/client';
import { accounts, orders, payments, programmes, receipts, refunds } from '../../db/schema';

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

/** The columns a filter reads, in the list and in its totals alike. */
type Filterable = Pick<Ledger, 'at' | 'method' | 'state' | 'programmeSlug'>;

/** The filter as conditions on the ledger's columns; `to` is inclusive (everything before the next day began). */
export function ledgerConditions(l: Filterable, filter: LedgerFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.from) where.push(gte(l.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) where.push(lt(l.at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)));
  if (filter.method) where.push(eq(l.method, filter.method));
  if (filter.state) where.push(eq(l.state, filter.state));
  if (filter.programme) where.push(eq(l.programmeSlug, filter.programme));
  return and(...where);
}

/**
 * The ledger's rows as its totals read them: what a filter or a sum looks at, nothing more. The list's other joins
 * (learner, programme title, receipt) never add or drop a row (each follows a required reference, or is a left
 * join), so leaving them out counts the same rows; orders are joined only when the filter names a programme. The
 * totals of every payment then read the payments and refunds alone, not 300,000 rows joined three ways.
 */
function ledgerFacts(db: Database, byProgramme: boolean) {
  const programme = (slug: SQL) => (byProgramme ? slug : sql`null::text`);
  const paymentRows = db
    .select({
      kind: sql<'payment' | 'refund'>`'payment'`.as('kind'),
      at: sql<Date>`${payments.startedAt}`.mapWith(payments.startedAt).as('at'),
      programmeSlug: sql<string>`${programme(sql`${orders.programmeSlug}`)}`.as('programme_slug'),
      method: sql<Method>`${payments.method}`.as('method'),
      amountPaisa: sql<number>`${payments.amountPaisa}`.as('amount_paisa'),
      state: sql<LedgerState>`${payments.status}`.as('state'),
    })
    .from(payments)
    .$dynamic();
  const refundRows = db
    .select({
      kind: sql<'payment' | 'refund'>`'refund'`.as('kind'),
      at: sql<Date>`${refunds.recordedAt}`.mapWith(refunds.recordedAt).as('at'),
      programmeSlug: sql<string>`${programme(sql`${orders.programmeSlug}`)}`.as('programme_slug'),
      method: sql<Method>`${refunds.method}`.as('method'),
      amountPaisa: sql<number>`${refunds.amountPaisa}`.as('amount_paisa'),
      state: sql<LedgerState>`'refunded'`.as('state'),
    })
    .from(refunds)
    .$dynamic();
  if (byProgramme) {
    paymentRows.innerJoin(orders, eq(orders.id, payments.orderId));
    refundRows
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .innerJoin(orders, eq(orders.id, payments.orderId));
  }
  return unionAll(paymentRows, refundRows).as('ledger');
}

/** What the filter holds: how many rows, the money received (payments that succeeded) and sent back. */
export async function ledgerTotals(db: Database, filter: LedgerFilter) {
  const l = ledgerFacts(db, filter.programme !== undefined);
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      received:
        sql<number>`coalesce(sum(${l.amountPaisa}) filter (where ${l.kind} = 'payment' and ${l.state} = 'succeeded'), 0)`.mapWith(
          Number,
        ),
      refunded: sql<number>`coalesce(sum(${l.amountPaisa}) filter (where ${l.kind} = 'refund'), 0)`.mapWith(Number),
    })
    .from(l)
    .where(ledgerConditions(l, filter));
  const { count = 0, received = 0, refunded = 0 } = row ?? {};
  return {
    count,
    received: { amountPaisa: received, currency: 'PKR' as const },
    refunded: { amountPaisa: refunded, currency: 'PKR' as const },
    netPaisa: received - refunded,
  };
}
