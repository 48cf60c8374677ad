// The steps every kind of catalogue entry takes alike once its row is locked: keeping the new version and writing the
// audit entry for a creation, a saved draft, a publication and an unpublication. Each service does what is its own
// (its table, its checks) and hands the rest to these, in its transaction.
import type { CacheTag } from '@/contract';
import type { Database } from '../../db/client';
import { recordStep, type AuditActor } from '../staff/audit-log';
import { recordSlugChange, releaseSlug, type RedirectKind } from './redirects';
import {
  assertCurrent,
  auditDiff,
  carryDraft,
  contentOf,
  keepRevision,
  entryRecord,
  settlePublished,
  writeDraft,
  type CatalogueKind,
  type Content,
  type Current,
} from './versions';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a write answers: the entry's slug and version now, whether the public sees it, and the caches to refresh. */
export interface EntryWritten {
  slug: string;
  version: number;
  published: boolean;
  revalidate: CacheTag[];
}

/** A locked entry: whether its row is published, and what is being saved over. */
interface Locked<K extends CatalogueKind = CatalogueKind> {
  row: { published: boolean };
  current: Current & { kind: K };
}

/** A new entry's first version, unpublished. */
export async function entryCreated(
  tx: Transaction,
  kind: CatalogueKind,
  content: Content & { slug: string },
  actor: AuditActor,
  at: Date,
): Promise<EntryWritten> {
  await keepRevision(tx, { kind, key: content.slug }, 1, content, actor, at);
  await recordStep(tx, actor, entryRecord({ kind, key: content.slug }), 'created', { after: content }, at);
  return { slug: content.slug, version: 1, published: false, revalidate: [] };
}

/** The draft saved as the next version, if `request` was based on the current one. */
export async function draftSaved(
  tx: Transaction,
  { row, current }: Locked,
  request: { version: number; content: Content },
  actor: AuditActor,
  at: Date,
): Promise<EntryWritten> {
  await assertCurrent(tx, current, request.version, request.content);
  const version = await writeDraft(tx, current, request.content, actor, at);
  await recordStep(tx, actor, entryRecord(current), 'draft_saved', auditDiff(contentOf(current), request.content), at);
  return { slug: current.key, version, published: row.published, revalidate: [] };
}

/** After the row took `content` as version `version`: the old slug redirects (or is free again), history follows. */
export async function entryPublished(
  tx: Transaction,
  { row, current }: Locked<RedirectKind>,
  content: Content & { slug: string },
  version: number,
  actor: AuditActor,
  at: Date,
  revalidate: CacheTag[],
): Promise<EntryWritten> {
  const { kind, key } = current;
  if (content.slug !== key) await recordSlugChange(tx, kind, key, content.slug, at);
  else await releaseSlug(tx, kind, key);
  await settlePublished(tx, current, content.slug);
  await keepRevision(tx, { kind, key: content.slug }, version, content, actor, at);
  const diff = auditDiff({ ...current.live, published: row.published }, { ...content, published: true });
  await recordStep(tx, actor, entryRecord({ kind, key: content.slug }), 'published', diff, at);
  return { slug: content.slug, version, published: true, revalidate };
}

/** After the row was taken down as version `version`: a waiting draft moves up with it. */
export async function entryUnpublished(
  tx: Transaction,
  { row, current }: Locked,
  version: number,
  actor: AuditActor,
  at: Date,
  revalidate: CacheTag[],
): Promise<EntryWritten> {
  await carryDraft(tx, current, version, actor, at);
  const change = { before: { published: row.published }, after: { published: false } };
  await recordStep(tx, actor, entryRecord(current), 'unpublished', change, at);
  return { slug: current.key, version, published: false, revalidate };
}
