// Reading the staff audit log for admins: filtered (actor, action, record, date range), newest first, in keyset pages
// by id, so rows added while someone pages never shift or repeat what they see next.
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFilter } from '@/contract';
import type { Database } from '../../db/client';
import { staffAuditLog } from '../../db/schema';

const DAY_MS = 86_400_000;

function conditions(filter: AuditFilter, before?: string): SQL[] {
  const where: SQL[] = [];
  if (filter.actor) where.push(eq(sql`lower(${staffAuditLog.actor})`, filter.actor.toLowerCase()));
  if (filter.action) where.push(eq(staffAuditLog.action, filter.action));
  if (filter.record) where.push(eq(staffAuditLog.recordId, filter.record));
  if (filter.from) where.push(gte(staffAuditLog.at, new Date(`${filter.from}T00:00:00Z`)));
  // `to` is inclusive: everything before the next day began.
  if (filter.to) where.push(lt(staffAuditLog.at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)));
  if (before) where.push(lt(staffAuditLog.id, Number(before)));
  return where;
}

const toEntry = (row: typeof staffAuditLog.$inferSelect): AuditEntry => ({
  id: String(row.id),
  at: row.at.toISOString(),
  actor: row.actor,
  action: row.action,
  recordType: row.recordType,
  recordId: row.recordId,
  before: row.before,
  after: row.after,
  address: row.address,
});

export async function auditPage(
  db: Database,
  filter: AuditFilter,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(and(...conditions(filter, page.cursor)))
    .orderBy(desc(staffAuditLog.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit).map(toEntry);
  return { items, nextCursor: rows.length > page.limit ? (items.at(-1)?.id ?? null) : null };
}

/** Every matching row, newest first, read in batches so a long log never sits in memory at once. */
export async function* auditRows(db: Database, filter: AuditFilter, batch = 500): AsyncGenerator<AuditEntry> {
  let cursor: string | undefined;
  for (;;) {
    const page = await auditPage(db, filter, { cursor, limit: batch });
    yield* page.items;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}
