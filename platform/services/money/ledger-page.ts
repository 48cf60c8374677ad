// One page of the money list, sorted by date or amount, in keyset pages: the cursor holds the last row's sort value
// and id, so rows added while someone pages (a payment started, a refund recorded) never shift or repeat what they see
// next. Both sort keys never change once written (a payment's start, a refund's recording, an amount).
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { LedgerEntry, LedgerFilter, LedgerPage, LedgerSort } from '@/contract';
import type { Database } from '../../db/client';
import { malformed } from '../../domain-errors';
import { receiptNumber } from '../checkout/order-view';
import { ledgerBranches, ledgerConditions, type Ledger } from './ledger';
import { ledgerTotals } from './ledger-totals';

interface Cursor {
  /** The sort value as PostgreSQL wrote it (a timestamp's text keeps its microseconds). */
  value: string;
  id: string;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const [value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof value === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id)) return { value, id };
  } catch {
    // falls through to the refusal
  }
  throw malformed('Invalid query parameter: cursor', { cursor: ['Not a cursor from this list.'] });
}

const sortColumn = (l: Pick<Ledger, 'amountPaisa' | 'at'>, sort: LedgerSort['sort']) =>
  sort === 'amount' ? l.amountPaisa : l.at;

/** Rows after the cursor in the list's order: (key, id) past the last row's, either way. */
function after(l: Pick<Ledger, 'amountPaisa' | 'at' | 'id'>, { sort, order }: LedgerSort, cursor: Cursor): SQL {
  const value = sort === 'amount' ? sql`${cursor.value}::integer` : sql`${cursor.value}::timestamptz`;
  const past = order === 'desc' ? sql`<` : sql`>`;
  return sql`(${sortColumn(l, sort)}, ${l.id}) ${past} (${value}, ${cursor.id}::uuid)`;
}

export async function ledgerPage(
  db: Database,
  filter: LedgerFilter,
  sort: LedgerSort,
  page: { cursor?: string | undefined; limit: number },
): Promise<Omit<LedgerPage, 'totals'>> {
  const cursor = page.cursor === undefined ? undefined : decodeCursor(page.cursor);
  const direction = sort.order === 'desc' ? desc : asc;
  // Each kind filtered, sorted and cut to a page on its own, where its index serves it (payments by started_at,
  // refunds by recorded_at), and only then the two merged: an ORDER BY and LIMIT over the whole UNION ALL made
  // PostgreSQL join every payment to its order, learner and receipt before keeping fifty.
  const pageOf = (kind: Ledger) =>
    db
      .select()
      .from(kind)
      .where(and(ledgerConditions(kind, filter), cursor ? after(kind, sort, cursor) : undefined))
      .orderBy(direction(sortColumn(kind, sort.sort)), direction(kind.id))
      .limit(page.limit + 1);
  const branches = ledgerBranches(db);
  const l = unionAll(pageOf(branches.payments.as('payment_rows')), pageOf(branches.refunds.as('refund_rows'))).as(
    'ledger',
  );
  const key = sortColumn(l, sort.sort);
  const rows = await db
    .select({
      id: l.id,
      kind: l.kind,
      at: l.at,
      learnerId: l.learnerId,
      learnerName: l.learnerName,
      learnerEmail: l.learnerEmail,
      programmeSlug: l.programmeSlug,
      programmeTitle: l.programmeTitle,
      semester: l.semester,
      orderReference: l.orderReference,
      method: l.method,
      reference: l.reference,
      amountPaisa: l.amountPaisa,
      state: l.state,
      receiptId: l.receiptId,
      refundDue: l.refundDue,
      hasProof: l.hasProof,
      sortValue: sql<string>`${key}::text`.as('sort_value'),
    })
    .from(l)
    .orderBy(direction(key), direction(l.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    items: shown.map((row): LedgerEntry => ({
      id: row.id,
      kind: row.kind,
      at: row.at.toISOString(),
      learner: { id: row.learnerId, fullName: row.learnerName, email: row.learnerEmail },
      programme: { slug: row.programmeSlug, title: row.programmeTitle },
      semester: row.semester,
      orderReference: row.orderReference,
      method: row.method,
      reference: row.reference,
      amount: { amountPaisa: row.amountPaisa, currency: 'PKR' },
      state: row.state,
      receiptNumber: row.receiptId === null ? null : receiptNumber(row.receiptId),
      refundDue: row.refundDue,
      hasProof: row.hasProof,
    })),
    nextCursor: rows.length > page.limit && last ? encodeCursor({ value: last.sortValue, id: last.id }) : null,
  };
}

/** The page and the filter's totals, read side by side. */
export async function ledgerPageWithTotals(
  db: Database,
  filter: LedgerFilter,
  sort: LedgerSort,
  page: { cursor?: string | undefined; limit: number },
): Promise<LedgerPage> {
  const [found, totals] = await Promise.all([ledgerPage(db, filter, sort, page), ledgerTotals(db, filter)]);
  return { ...found, totals };
}

/** Every matching row in the list's order, read in batches so a long year never sits in memory at once. */
export async function* ledgerRows(
  db: Database,
  filter: LedgerFilter,
  sort: LedgerSort,
  batch = 500,
): AsyncGenerator<LedgerEntry> {
  let cursor: string | undefined;
  for (;;) {
    const found = await ledgerPage(db, filter, sort, { cursor, limit: batch });
    yield* found.items;
    if (!found.nextCursor) return;
    cursor = found.nextCursor;
  }
}
