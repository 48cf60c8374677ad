// Admins edit the site's pages (about, privacy, terms, …) and the FAQ's questions as drafts the public does not see,
// then publish them. Both are rows that exist already (the site has a fixed set of pages; a question is edited where it
// is), so there is no create or unpublish here; versions, stale saves and audit are those of every catalogue entry.
import { asc, eq } from 'drizzle-orm';
import type { CacheTag, CatalogueChange, FaqContent, PageContent } from '@/contract';
import type { Database } from '../../db/client';
import { faq, siteContent } from '../../db/schema';
import { notFound } from '../../domain-errors';
import { recordStaffAction, type AuditActor } from '../staff/audit-log';
import { assertRefundsKept } from './terms-refunds';
import {
  assertCurrent,
  auditDiff,
  contentOf,
  keepRevision,
  readDraft,
  settlePublished,
  versionOf,
  writeDraft,
  type Current,
} from './versions';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One kind of plain entry: how its row is read (locked or not), turned into content, and written. */
interface PlainKind<C> {
  kind: 'page' | 'faq';
  name: string;
  tags: CacheTag[];
  read: (
    db: Database | Transaction,
    key: string,
    lock: boolean,
  ) => Promise<{ content: C; version: number } | undefined>;
  write: (tx: Transaction, key: string, content: C, version: number, at: Date) => Promise<void>;
  /** A rule the content must keep beyond its schema, checked on every save and again on publish. */
  check?: (key: string, content: C) => void;
}

const PAGE: PlainKind<PageContent> = {
  kind: 'page',
  name: 'page',
  tags: ['site-content'],
  check: assertRefundsKept,
  async read(db, key, lock) {
    const query = db.select().from(siteContent).where(eq(siteContent.key, key));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return undefined;
    const { title, body, sections, titleUr, bodyUr, sectionsUr, version } = row;
    return { content: { title, body, sections, titleUr, bodyUr, sectionsUr }, version };
  },
  async write(tx, key, content, version, at) {
    await tx
      .update(siteContent)
      .set({ ...content, version, updatedAt: at })
      .where(eq(siteContent.key, key));
  },
};

const FAQ: PlainKind<FaqContent> = {
  kind: 'faq',
  name: 'question',
  tags: ['faq'],
  async read(db, key, lock) {
    const query = db.select().from(faq).where(eq(faq.id, key));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return undefined;
    const { question, answer, questionUr, answerUr, topic, position, version } = row;
    return { content: { question, answer, questionUr, answerUr, topic, position }, version };
  },
  async write(tx, key, content, version) {
    await tx
      .update(faq)
      .set({ ...content, version })
      .where(eq(faq.id, key));
  },
};

async function lockEntry<C>(tx: Transaction, of: PlainKind<C>, key: string): Promise<Current> {
  const row = await of.read(tx, key, true);
  if (!row) throw notFound(`No ${of.name} named "${key}".`);
  const draft = await readDraft(tx, of.kind, key);
  return { kind: of.kind, key, live: row.content as Record<string, unknown>, liveVersion: row.version, draft };
}

async function readEditable<C>(db: Database, of: PlainKind<C>, key: string) {
  const row = await of.read(db, key, false);
  if (!row) throw notFound(`No ${of.name} named "${key}".`);
  const draft = await readDraft(db, of.kind, key);
  return {
    version: draft?.version ?? row.version,
    published: true,
    live: row.content,
    draft: draft ? { content: draft.content as C, savedBy: draft.savedBy, savedAt: draft.savedAt.toISOString() } : null,
  };
}

async function saveDraft<C extends object>(
  db: Database,
  of: PlainKind<C>,
  actor: AuditActor,
  key: string,
  request: { version: number; content: C },
  at: Date,
): Promise<CatalogueChange> {
  return db.transaction(async (tx) => {
    const current = await lockEntry(tx, of, key);
    of.check?.(key, request.content);
    const sent = request.content as Record<string, unknown>;
    await assertCurrent(tx, current, request.version, sent);
    const version = await writeDraft(tx, current, sent, actor, at);
    await recordStaffAction(
      tx,
      actor,
      { action: `${of.kind}.draft_saved`, recordType: of.kind, recordId: key, ...auditDiff(contentOf(current), sent) },
      at,
    );
    return { slug: key, version, published: true, revalidate: [] };
  });
}

async function publish<C>(
  db: Database,
  of: PlainKind<C>,
  actor: AuditActor,
  key: string,
  based: number,
  at: Date,
): Promise<CatalogueChange> {
  return db.transaction(async (tx) => {
    const current = await lockEntry(tx, of, key);
    await assertCurrent(tx, current, based, contentOf(current));
    const content = contentOf(current);
    of.check?.(key, content as C);
    const version = versionOf(current) + 1;
    await of.write(tx, key, content as C, version, at);
    await settlePublished(tx, current, key);
    await keepRevision(tx, current, version, content, actor, at);
    await recordStaffAction(
      tx,
      actor,
      { action: `${of.kind}.published`, recordType: of.kind, recordId: key, ...auditDiff(current.live, content) },
      at,
    );
    return { slug: key, version, published: true, revalidate: of.tags };
  });
}

/** The pages and questions for the editor's overview, with a waiting draft marked and the version it is at. */
export async function listPageEntries(db: Database) {
  const rows = await db.select().from(siteContent).orderBy(asc(siteContent.key));
  return Promise.all(rows.map(async (row) => entry(db, 'page', row.key, row.title, row.version)));
}

export async function listFaqEntries(db: Database) {
  const rows = await db.select().from(faq).orderBy(asc(faq.topic), asc(faq.position), asc(faq.id));
  return Promise.all(rows.map(async (row) => entry(db, 'faq', row.id, row.question, row.version)));
}

async function entry(db: Database, kind: 'page' | 'faq', key: string, name: string, version: number) {
  const draft = await readDraft(db, kind, key);
  return { slug: key, name, published: true, hasDraft: draft !== undefined, version: draft?.version ?? version };
}

export const readEditablePage = (db: Database, key: string) => readEditable(db, PAGE, key);
export const savePageDraft = (
  db: Database,
  actor: AuditActor,
  key: string,
  request: { version: number; content: PageContent },
  at: Date,
) => saveDraft(db, PAGE, actor, key, request, at);
export const publishPage = (db: Database, actor: AuditActor, key: string, based: number, at: Date) =>
  publish(db, PAGE, actor, key, based, at);

export const readEditableFaq = (db: Database, id: string) => readEditable(db, FAQ, id);
export const saveFaqDraft = (
  db: Database,
  actor: AuditActor,
  id: string,
  request: { version: number; content: FaqContent },
  at: Date,
) => saveDraft(db, FAQ, actor, id, request, at);
export const publishFaq = (db: Database, actor: AuditActor, id: string, based: number, at: Date) =>
  publish(db, FAQ, actor, id, based, at);
