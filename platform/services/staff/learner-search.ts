// Staff find a learner: one search box read every way it can mean something — part of a name or an e-mail address,
// a phone number as the phone field accepts it (0300 1234567, +92 300 1234567 … are one number), the last digits of
// a CNIC, a receipt number (R-000123) or an order reference (LP-…). Pages are keyset pages on (sort key, id), so
// learners signing up while staff page never shift or repeat a row.
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import type { LearnerFilter, LearnerPage, LearnerSummary } from '@/contract';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import { malformed } from '../../domain-errors';

/** The institute is in Pakistan: a number typed without a country code is a Pakistani one, as on the phone field. */
const HOME_COUNTRY = 'PK';

/** The E.164 number a search means, when it reads as a phone number at all. */
export function searchedPhone(q: string): string | null {
  if (!/^\+?[\d\s().-]{7,}$/.test(q)) return null;
  const parsed = parsePhoneNumberFromString(q, HOME_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The accounts the search means. Part of a name or an address (trigram indexes) and the phone are conditions on the
 * account itself, so PostgreSQL either combines their indexes (few matches) or walks the list's own order and stops
 * at a page (many). The ways through other tables (the CNIC's last four, a receipt, an order) are read first into one
 * array of ids that the primary key answers: as `id IN (subquery)` inside the OR, no index could serve the condition
 * and every account was read.
 */
function matches(q: string): SQL {
  const ways: SQL[] = [sql`${accounts.fullName} ilike ${like(q)}`, sql`${accounts.email} ilike ${like(q)}`];
  const phone = searchedPhone(q);
  if (phone) ways.push(eq(accounts.phone, phone));
  const elsewhere: SQL[] = [];
  const digits = /^\d{4,13}$/.test(q) ? q : null;
  if (digits)
    elsewhere.push(sql`select account_id from kyc_submissions
      where right(document_number, 4) = ${digits.slice(-4)} and document_number like ${`%${digits}`}`);
  const receipt = /^R-?(\d{1,12})$/i.exec(q)?.[1];
  if (receipt)
    elsewhere.push(sql`select o.account_id from receipts r join payments p on p.id = r.payment_id
      join orders o on o.id = p.order_id where r.id = ${Number(receipt)}`);
  if (/^LP-[A-Z0-9]{4,}$/i.test(q))
    elsewhere.push(sql`select account_id from orders where reference = ${q.toUpperCase()}`);
  if (elsewhere.length > 0) ways.push(sql`${accounts.id} = any(array(${sql.join(elsewhere, sql` union all `)}))`);
  return or(...ways)!;
}

const STATES: Record<LearnerFilter['state'], SQL | undefined> = {
  all: undefined,
  confirmed: and(isNotNull(accounts.emailVerifiedAt), isNull(accounts.closedAt)),
  unconfirmed: and(isNull(accounts.emailVerifiedAt), isNull(accounts.closedAt)),
  closed: isNotNull(accounts.closedAt),
};

/** Each order's key: the column it sorts by and the direction; the id breaks ties the same way. */
const SORTS = {
  newest: { key: sql`${accounts.createdAt}`, dir: 'desc' },
  oldest: { key: sql`${accounts.createdAt}`, dir: 'asc' },
  name: { key: sql`lower(${accounts.fullName})`, dir: 'asc' },
} as const;

const cursorSchema = z.tuple([z.string(), z.uuid()]);
const BAD_CURSOR = malformed('Not a cursor from this list.', {
  cursor: ['Not a cursor from this list.'],
});

const encodeCursor = (key: string, id: string) => Buffer.from(JSON.stringify([key, id])).toString('base64url');
function decodeCursor(cursor: string): [string, string] {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw BAD_CURSOR;
  }
}

export async function searchLearners(
  db: Database,
  filter: LearnerFilter,
  page: { cursor?: string | undefined; limit: number },
): Promise<LearnerPage> {
  const sort = SORTS[filter.sort];
  const where: (SQL | undefined)[] = [filter.q ? matches(filter.q) : undefined, STATES[filter.state]];
  if (page.cursor) {
    const [key, id] = decodeCursor(page.cursor);
    const value = filter.sort === 'name' ? sql`${key}` : sql`${key}::timestamptz`;
    where.push(
      sort.dir === 'asc'
        ? sql`(${sort.key}, ${accounts.id}) > (${value}, ${id})`
        : sql`(${sort.key}, ${accounts.id}) < (${value}, ${id})`,
    );
  }
  const order = sort.dir === 'asc' ? [asc(sort.key), asc(accounts.id)] : [desc(sort.key), desc(accounts.id)];
  const rows = await db
    .select({
      id: accounts.id,
      fullName: accounts.fullName,
      email: accounts.email,
      phone: accounts.phone,
      createdAt: accounts.createdAt,
      emailVerifiedAt: accounts.emailVerifiedAt,
      closedAt: accounts.closedAt,
      // Read back exactly as the database compares it (microseconds, lower case), so the cursor resumes after it.
      sortKey: sql<string>`${filter.sort === 'name' ? sort.key : sql`to_char(${accounts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`}`,
    })
    .from(accounts)
    .where(and(...where))
    .orderBy(...order)
    .limit(page.limit + 1);
  const items: LearnerSummary[] = rows.slice(0, page.limit).map((row) => ({
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    confirmed: row.emailVerifiedAt !== null,
    closed: row.closedAt !== null,
  }));
  const last = rows[page.limit - 1];
  return { items, nextCursor: rows.length > page.limit && last ? encodeCursor(last.sortKey, last.id) : null };
}
