// The catalogue editor's own tables: drafts waiting to be published, and the old addresses of renamed entries.
// A draft holds the whole edited entry as JSON (one row per entry), so the public tables only ever hold what was
// published; its version continues the entry's (catalogue.ts `version`), which is what stale saves are checked against.
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const CATALOGUE_KINDS = ['programme', 'instructor', 'intake', 'page', 'faq'] as const;

export const catalogueDrafts = pgTable(
  'catalogue_drafts',
  {
    kind: text('kind', { enum: CATALOGUE_KINDS }).notNull(),
    /** The published entry's key (a slug, a page key, an FAQ id): a draft edits an entry that exists. */
    key: text('key').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull(),
    /** Who saved it last (no foreign key: like the audit log, the name outlives the account). */
    savedById: uuid('saved_by_id'),
    savedBy: text('saved_by').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/**
 * Every saved version of every entry (drafts and publishes), so a refused stale save can say what others changed
 * since the version the editor started from. Rows are only ever added.
 */
export const catalogueRevisions = pgTable(
  'catalogue_revisions',
  {
    kind: text('kind', { enum: CATALOGUE_KINDS }).notNull(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key, t.version] })],
);

/** An entry's former slug and its current one: the public page answers 308 from the first to the second. */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    kind: text('kind', { enum: ['programme', 'instructor'] }).notNull(),
    fromSlug: text('from_slug').notNull(),
    toSlug: text('to_slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fromSlug] })],
);
