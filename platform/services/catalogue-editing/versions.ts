// Drafts and versions, alike for every kind of catalogue entry. An entry's version goes up with every saved draft and
// every publish; a save or publish names the version it was based on, and one based on an older version is refused
// with, at each field, what the others changed since (from the saved revisions) and who saved it last.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueDrafts, catalogueRevisions, type CATALOGUE_KINDS } from '../../db/schema';
import { conflict, type DomainError } from '../../domain-errors';
import type { AuditActor, AuditedRecord } from '../staff/audit-log';

export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Content = Record<string, unknown>;

export interface Draft {
  content: Content;
  version: number;
  savedBy: string;
  savedAt: Date;
}

export async function readDraft(db: Database | Transaction, kind: CatalogueKind, key: string) {
  const [row] = await db
    .select()
    .from(catalogueDrafts)
    .where(and(eq(catalogueDrafts.kind, kind), eq(catalogueDrafts.key, key)));
  return row ? { content: row.content, version: row.version, savedBy: row.savedBy, savedAt: row.savedAt } : undefined;
}

/** The saved revisions of an entry, or the one of `version`. */
const revisionsOf = (entry: { kind: CatalogueKind; key: string }, version?: number) =>
  and(
    eq(catalogueRevisions.kind, entry.kind),
    eq(catalogueRevisions.key, entry.key),
    version === undefined ? undefined : eq(catalogueRevisions.version, version),
  );

/** JSON with every object's keys in order: jsonb gives keys back in its own order, so plain JSON would differ. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

/** The fields whose values differ between two contents (top-level: a semester list counts as one field). */
export const changedFields = (before: Content, after: Content): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => canonical(before[field]) !== canonical(after[field]),
  );

/** Only the changed fields, before and after: what the audit log keeps of an edit. */
export function auditDiff(before: Content, after: Content) {
  const fields = changedFields(before, after);
  return {
    before: Object.fromEntries(fields.map((field) => [field, before[field] ?? null])),
    after: Object.fromEntries(fields.map((field) => [field, after[field] ?? null])),
  };
}

/** A catalogue entry in the staff audit log: its steps are `<kind>.<step>` on the entry. */
export const entryRecord = (entry: { kind: CatalogueKind; key: string }): AuditedRecord => ({
  area: entry.kind,
  type: entry.kind,
  id: entry.key,
});

const shown = (value: unknown): string => {
  if (typeof value === 'string') return `“${value.length > 160 ? `${value.slice(0, 160)}…` : value}”`;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return `“${value.join('; ')}”`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return 'something else (open the entry again in another tab to see it)';
};

/**
 * The 409 of a save based on an older version: each field the others changed since `based` carries who and what it
 * reads now. Without the base revision (an entry never edited since the database was filled), every field that
 * differs from the sender's is named.
 */
async function staleSave(
  tx: Transaction,
  entry: { kind: CatalogueKind; key: string },
  current: { content: Content; version: number; savedBy: string; savedAt: Date | null },
  based: number,
  sent: Content,
): Promise<DomainError> {
  const [base] = await tx
    .select({ content: catalogueRevisions.content })
    .from(catalogueRevisions)
    .where(revisionsOf(entry, based));
  const fields = changedFields(base?.content ?? sent, current.content);
  const when = current.savedAt ? ` at ${current.savedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  const errors = Object.fromEntries(
    fields.map((field) => [
      field,
      [`Changed by ${current.savedBy}${when}: it now reads ${shown(current.content[field])}. Yours is kept here.`],
    ]),
  );
  return conflict(
    `This entry was saved by ${current.savedBy}${when} (version ${current.version}) after you opened version ${based}. ` +
      'Nothing of yours was saved and your text is kept: compare the fields marked, then save again to keep yours.',
    errors,
  );
}

/** What is being saved over: the entry's current version and content (the draft's if there is one, else live). */
export interface Current {
  kind: CatalogueKind;
  key: string;
  live: Content;
  liveVersion: number;
  draft: Draft | undefined;
  /** Who saved the live version, for entries saved without a draft (intakes). */
  lastSave?: { savedBy: string; savedAt: Date } | undefined;
}

export const versionOf = (current: Current) => current.draft?.version ?? current.liveVersion;
export const contentOf = (current: Current) => current.draft?.content ?? current.live;

/** Refuses (409) a change based on another version than the current one; the caller holds the entry's row lock. */
export async function assertCurrent(tx: Transaction, current: Current, based: number, sent: Content): Promise<void> {
  const version = versionOf(current);
  if (based === version) return;
  const saved = current.draft ?? current.lastSave;
  throw await staleSave(
    tx,
    current,
    {
      content: contentOf(current),
      version,
      savedBy: saved?.savedBy ?? 'someone else',
      savedAt: saved?.savedAt ?? null,
    },
    based,
    sent,
  );
}

/** Who saved version `version` of the entry, when it was kept. */
export async function savedVersion(
  tx: Transaction,
  entry: { kind: CatalogueKind; key: string },
  version: number,
): Promise<{ savedBy: string; savedAt: Date } | undefined> {
  const [row] = await tx
    .select({ savedBy: catalogueRevisions.savedBy, savedAt: catalogueRevisions.savedAt })
    .from(catalogueRevisions)
    .where(revisionsOf(entry, version));
  return row;
}

/** Keeps `content` as version `version` of the entry, for later stale-save answers. */
export async function keepRevision(
  tx: Transaction,
  entry: { kind: CatalogueKind; key: string },
  version: number,
  content: Content,
  actor: AuditActor,
  at: Date,
): Promise<void> {
  await tx
    .insert(catalogueRevisions)
    .values({ kind: entry.kind, key: entry.key, version, content, savedBy: actor.email, savedAt: at })
    .onConflictDoNothing();
}

/** Saves the draft as the next version; answers that version. */
export async function writeDraft(
  tx: Transaction,
  current: Current,
  content: Content,
  actor: AuditActor,
  at: Date,
): Promise<number> {
  // The version the editor started from, kept if nobody had saved it yet (an entry as seeded or created by SQL).
  if (!current.draft) await keepRevision(tx, current, current.liveVersion, current.live, actor, at);
  const version = versionOf(current) + 1;
  const row = { content, version, savedById: actor.id, savedBy: actor.email, savedAt: at };
  await tx
    .insert(catalogueDrafts)
    .values({ kind: current.kind, key: current.key, ...row })
    .onConflictDoUpdate({ target: [catalogueDrafts.kind, catalogueDrafts.key], set: row });
  await keepRevision(tx, current, version, content, actor, at);
  return version;
}

/** After a publish: the draft is gone, and the entry's history follows it to its new key (a slug change). */
export async function settlePublished(tx: Transaction, current: Current, newKey: string): Promise<void> {
  const { kind, key } = current;
  await tx.delete(catalogueDrafts).where(and(eq(catalogueDrafts.kind, kind), eq(catalogueDrafts.key, key)));
  if (newKey !== key) {
    // A slug given up by another entry long ago: its history is not this entry's.
    await tx.delete(catalogueRevisions).where(revisionsOf({ kind, key: newKey }));
    await tx.update(catalogueRevisions).set({ key: newKey }).where(revisionsOf(current));
  }
}

/** A change made beside the draft (unpublishing) raises the version: the waiting draft moves up with it. */
export async function carryDraft(
  tx: Transaction,
  current: Current,
  version: number,
  actor: AuditActor,
  at: Date,
): Promise<void> {
  const { kind, key, draft } = current;
  if (draft)
    await tx
      .update(catalogueDrafts)
      .set({ version })
      .where(and(eq(catalogueDrafts.kind, kind), eq(catalogueDrafts.key, key)));
  await keepRevision(tx, current, version, contentOf(current), actor, at);
}
