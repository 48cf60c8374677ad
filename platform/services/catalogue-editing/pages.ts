// Admins edit the site's pages (about, privacy, terms, …) and the FAQ's questions as drafts the public does not see,
// then publish them; versions, stale saves and audit are those of every catalogue entry. The site has a fixed set of
// pages (no create or delete), while questions are added (unpublished until published) and removed.
import { and, asc, eq } from 'drizzle-orm';
import type { CacheTag, CatalogueChange, FaqContent, PageContent } from '@/contract';
import type { Database } from '../../db/client';
import { catalogueDrafts, catalogueRevisions, faq, siteContent } from '../../db/schema';
import { notFound } from '../../domain-errors';
import { recordStep, type AuditActor } from '../staff/audit-log';
import { assertRefundsKept } from './terms-refunds';
import {
  assertCurrent,
  auditDiff,
  contentOf,
  keepRevision,
  readDraft,
  entryRecord,
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
  ) => Promise<{ content: C; version: number; published: boolean } | undefined>;
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
    return { content: { title, body, sections, titleUr, bodyUr, sectionsUr }, version, published: true };
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
    const { question, answer, questionUr, answerUr, topic, position, version, published } = row;
    return { content: { question, answer, questionUr, answerUr, topic, position }, version, published };
  },
  async write(tx, key, content, version) {
    await tx
      .update(faq)
      .set({ ...content, version, published: true })
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
    published: row.published,
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
    await recordStep(tx, actor, entryRecord(current), 'draft_saved', auditDiff(contentOf(current), sent), at);
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
    await recordStep(tx, actor, entryRecord(current), 'published', auditDiff(current.live, content), at);
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
  return Promise.all(rows.map(async (row) => entry(db, 'faq', row.id, row.question, row.version, row.published)));
}

async function entry(db: Database, kind: 'page' | 'faq', key: string, name: string, version: number, published = true) {
  const draft = await readDraft(db, kind, key);
  return { slug: key, name, published, hasDraft: draft !== undefined, version: draft?.version ?? version };
}

/** A question's id from its English words ("How are fees charged?" → how-are-fees-charged), never one used before. */
async function newQuestionId(tx: Transaction, question: string): Promise<string> {
  const base =
    question
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 60)
      .replace(/^-+|-+$/g, '') || 'question';
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    // An id with history (a removed question's revisions) is not reused: a stale save would be judged against it.
    const [taken] = await tx
      .select({ key: catalogueRevisions.key })
      .from(catalogueRevisions)
      .where(and(eq(catalogueRevisions.kind, 'faq'), eq(catalogueRevisions.key, id)))
      .limit(1);
    const [row] = await tx.select({ id: faq.id }).from(faq).where(eq(faq.id, id));
    if (!taken && !row) return id;
  }
}

/** A new question, not on the support page until published. */
export async function createFaq(db: Database, actor: AuditActor, content: FaqContent, at: Date) {
  return db.transaction(async (tx) => {
    const id = await newQuestionId(tx, content.question);
    await tx.insert(faq).values({ id, ...content, published: false, version: 1 });
    await keepRevision(tx, { kind: 'faq', key: id }, 1, content, actor, at);
    await recordStep(tx, actor, entryRecord({ kind: 'faq', key: id }), 'created', { after: content }, at);
    return { slug: id, version: 1, published: false, revalidate: [] } satisfies CatalogueChange;
  });
}

/** Removes a question (and a draft of it) from the support page at once, at the version the editor showed. */
export async function removeFaq(db: Database, actor: AuditActor, id: string, based: number, at: Date) {
  return db.transaction(async (tx) => {
    const current = await lockEntry(tx, FAQ, id);
    await assertCurrent(tx, current, based, contentOf(current));
    await tx.delete(catalogueDrafts).where(and(eq(catalogueDrafts.kind, 'faq'), eq(catalogueDrafts.key, id)));
    await tx.delete(faq).where(eq(faq.id, id));
    await recordStep(tx, actor, entryRecord(current), 'removed', { before: current.live }, at);
    return { slug: id, version: versionOf(current), published: false, revalidate: FAQ.tags } satisfies CatalogueChange;
  });
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
