// Reading the office's inbox: support requests and scholarship applications as one list, filtered (kind, status,
// assignee), newest or oldest first, in keyset pages by (received, reference): a form arriving while someone pages
// never shifts or repeats what they see next. One form in full, with its notes and replies.
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { InboxFilter, InboxItem, InboxKind, InboxPage, InboxSummary } from '@/contract';
import type { Database } from '../../db/client';
import { accounts, inboxMessages, scholarshipApplications, supportRequests } from '../../db/schema';

type FormTable = typeof supportRequests | typeof scholarshipApplications;

/** Which table a reference belongs to: the prefixes never overlap. */
export const kindOf = (reference: string): InboxKind => (reference.startsWith('SR-') ? 'support' : 'scholarship');

export const RECORD_TYPE: Record<InboxKind, string> = {
  support: 'support-request',
  scholarship: 'scholarship-application',
};

const encodeCursor = (row: { receivedAt: Date; reference: string }) =>
  `${row.receivedAt.toISOString()}~${row.reference}`;

function conditions(table: FormTable, filter: InboxFilter, cursor: string | undefined): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(table.status, filter.status));
  if (filter.assignee === 'none') where.push(isNull(table.assigneeId));
  else if (filter.assignee) where.push(eq(table.assigneeId, filter.assignee));
  if (cursor) {
    const [at, reference] = cursor.split('~') as [string, string];
    // Row comparison: strictly after the previous page's last row in the list's own order.
    const after = filter.sort === 'oldest' ? sql`>` : sql`<`;
    where.push(sql`(${table.receivedAt}, ${table.reference}) ${after} (${at}::timestamptz, ${reference})`);
  }
  return and(...where);
}

function pageQuery(db: Database, kind: InboxKind, filter: InboxFilter, cursor: string | undefined) {
  if (kind === 'support') {
    const t = supportRequests;
    return db
      .select({
        reference: t.reference,
        receivedAt: t.receivedAt,
        name: t.name,
        email: t.email,
        subject: t.topic,
        status: t.status,
        assigneeId: t.assigneeId,
      })
      .from(t)
      .where(conditions(t, filter, cursor));
  }
  const t = scholarshipApplications;
  return db
    .select({
      reference: t.reference,
      receivedAt: t.receivedAt,
      name: t.applicantName,
      email: t.email,
      subject: sql<string>`coalesce(${t.programmeSlug}, '')`.as('subject'),
      status: t.status,
      assigneeId: t.assigneeId,
    })
    .from(t)
    .where(conditions(t, filter, cursor));
}

/** The e-mail addresses of the given accounts, by id. */
async function emailsOf(db: Database, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.id, wanted));
  return new Map(rows.map((row) => [row.id, row.email]));
}

export async function inboxPage(
  db: Database,
  filter: InboxFilter,
  page: { cursor?: string | undefined; limit: number },
): Promise<InboxPage> {
  const kinds: InboxKind[] = filter.kind ? [filter.kind] : ['support', 'scholarship'];
  const order = filter.sort === 'oldest' ? asc : desc;
  // Each table's next rows by its own (received_at, reference) index, merged: the page's rows are among them.
  const perKind = await Promise.all(
    kinds.map((kind) => {
      const table = kind === 'support' ? supportRequests : scholarshipApplications;
      return pageQuery(db, kind, filter, page.cursor)
        .orderBy(order(table.receivedAt), order(table.reference))
        .limit(page.limit + 1);
    }),
  );
  const sign = filter.sort === 'oldest' ? 1 : -1;
  const rows = perKind
    .flat()
    .sort((a, b) => sign * (a.receivedAt.getTime() - b.receivedAt.getTime() || (a.reference < b.reference ? -1 : 1)));
  const shown = rows.slice(0, page.limit);
  const emails = await emailsOf(
    db,
    shown.map((row) => row.assigneeId),
  );
  const items: InboxSummary[] = shown.map((row) => ({
    reference: row.reference,
    kind: kindOf(row.reference),
    receivedAt: row.receivedAt.toISOString(),
    name: row.name,
    email: row.email,
    subject: row.subject,
    status: row.status,
    assignee: row.assigneeId ? { id: row.assigneeId, email: emails.get(row.assigneeId) ?? '' } : null,
  }));
  const last = shown.at(-1);
  return {
    items,
    nextCursor: rows.length > page.limit && last ? encodeCursor(last) : null,
  };
}

/** One form in full, or null when no form has that reference. */
export async function inboxItem(db: Database, reference: string): Promise<InboxItem | null> {
  const kind = kindOf(reference);
  const messages = await db
    .select()
    .from(inboxMessages)
    .where(eq(inboxMessages.reference, reference))
    .orderBy(asc(inboxMessages.id));
  const common = (row: {
    receivedAt: Date;
    status: InboxItem['status'];
    assigneeId: string | null;
    email: string;
    phone: string;
    language: InboxItem['language'];
  }) => ({
    reference,
    kind,
    receivedAt: row.receivedAt.toISOString(),
    email: row.email,
    phone: row.phone,
    language: row.language,
    status: row.status,
    messages: messages.map((m) => ({
      id: String(m.id),
      kind: m.kind,
      author: m.author,
      subject: m.subject,
      body: m.body,
      at: m.at.toISOString(),
    })),
  });
  const assignee = async (id: string | null) => (id ? { id, email: (await emailsOf(db, [id])).get(id) ?? '' } : null);
  if (kind === 'support') {
    const [row] = await db.select().from(supportRequests).where(eq(supportRequests.reference, reference));
    if (!row) return null;
    return {
      ...common(row),
      name: row.name,
      subject: row.topic,
      message: row.message,
      details: [{ label: 'Topic', value: row.topic }],
      assignee: await assignee(row.assigneeId),
    };
  }
  const [row] = await db.select().from(scholarshipApplications).where(eq(scholarshipApplications.reference, reference));
  if (!row) return null;
  const details = [
    { label: 'Intake', value: row.intake },
    { label: 'Programme', value: row.programmeSlug ?? '—' },
    { label: 'Date of birth', value: row.dateOfBirth },
    { label: 'School', value: row.school },
    { label: 'City', value: row.city },
    ...(row.guardianName && row.guardianPhone
      ? [{ label: 'Guardian', value: `${row.guardianName}, ${row.guardianPhone}` }]
      : []),
  ];
  return {
    ...common(row),
    name: row.applicantName,
    subject: row.programmeSlug ?? '',
    message: row.statement,
    details,
    assignee: await assignee(row.assigneeId),
  };
}

/** Everyone who may be assigned a form: staff and admins, by address. */
export async function inboxStaff(db: Database) {
  return db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.role, ['staff', 'admin']))
    .orderBy(asc(accounts.email));
}
