// Admins create, edit (as a draft), publish and unpublish instructors, and replace their portrait. Each write runs in one
// transaction that locks the instructor's row, checks the version it was based on and writes its audit entry.
import { asc, eq, max } from 'drizzle-orm';
import type { EditableInstructor, InstructorContent, CacheTag } from '@/contract';
import type { Database } from '../../db/client';
import { courses, instructors } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../domain-errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordStep, type AuditActor } from '../staff/audit-log';
import { draftSaved, entryCreated, entryPublished, entryUnpublished } from './entry-steps';
import { assertCurrent, contentOf, entryRecord, readDraft, versionOf, type Current } from './versions';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type InstructorRow = typeof instructors.$inferSelect;

/** An instructor's name shows on every programme page they teach in. */
export const INSTRUCTOR_TAGS: CacheTag[] = ['instructors', 'programmes', 'courses', 'semesters'];

const contentOfRow = (row: InstructorRow): InstructorContent => ({
  slug: row.slug,
  name: row.name,
  title: row.title,
  headline: row.headline,
  bio: row.bio,
  city: row.city,
  expertise: row.expertise,
  yearsExperience: row.yearsExperience,
  titleUr: row.titleUr,
  headlineUr: row.headlineUr,
  bioUr: row.bioUr,
  cityUr: row.cityUr,
  expertiseUr: row.expertiseUr,
});

const slugTaken = (slug: string) =>
  unprocessable('Invalid body field: content.slug', {
    'content.slug': [`Another instructor already has the address “${slug}”. Choose another.`],
  });

async function lockInstructor(
  tx: Transaction,
  slug: string,
): Promise<{ row: InstructorRow; current: Current & { kind: 'instructor' } }> {
  const [row] = await tx.select().from(instructors).where(eq(instructors.slug, slug)).for('update');
  if (!row) throw notFound(`No instructor named "${slug}".`);
  const draft = await readDraft(tx, 'instructor', slug);
  return { row, current: { kind: 'instructor', key: slug, live: contentOfRow(row), liveVersion: row.version, draft } };
}

export async function readEditableInstructor(db: Database, slug: string): Promise<EditableInstructor> {
  const [row] = await db.select().from(instructors).where(eq(instructors.slug, slug));
  if (!row) throw notFound(`No instructor named "${slug}".`);
  const draft = await readDraft(db, 'instructor', slug);
  return {
    version: draft?.version ?? row.version,
    published: row.published,
    live: contentOfRow(row),
    draft: draft
      ? {
          content: draft.content as InstructorContent,
          savedBy: draft.savedBy,
          savedAt: draft.savedAt.toISOString(),
        }
      : null,
    hasPhoto: row.photoKey !== null,
  };
}

export async function listInstructorEntries(db: Database) {
  const rows = await db.select().from(instructors).orderBy(asc(instructors.position), asc(instructors.slug));
  return Promise.all(
    rows.map(async (row) => {
      const draft = await readDraft(db, 'instructor', row.slug);
      return {
        slug: row.slug,
        name: row.name,
        published: row.published,
        hasDraft: draft !== undefined,
        version: draft?.version ?? row.version,
      };
    }),
  );
}

/** A new instructor, unpublished (no public page) until an admin publishes it. */
export async function createInstructor(db: Database, actor: AuditActor, content: InstructorContent, at: Date) {
  try {
    return await db.transaction(async (tx) => {
      const [last] = await tx.select({ position: max(instructors.position) }).from(instructors);
      await tx.insert(instructors).values({
        ...content,
        position: (last?.position ?? 0) + 1,
        published: false,
        version: 1,
        updatedAt: at,
      });
      return entryCreated(tx, 'instructor', content, actor, at);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(content.slug);
    throw error;
  }
}

export async function saveInstructorDraft(
  db: Database,
  actor: AuditActor,
  slug: string,
  request: { version: number; content: InstructorContent },
  at: Date,
) {
  return db.transaction(async (tx) => draftSaved(tx, await lockInstructor(tx, slug), request, actor, at));
}

/** The draft (if any) becomes what the public sees; a new slug leaves the old one redirecting (308). */
export async function publishInstructor(db: Database, actor: AuditActor, slug: string, based: number, at: Date) {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockInstructor(tx, slug);
      const { current } = locked;
      await assertCurrent(tx, current, based, contentOf(current));
      const content = contentOf(current) as InstructorContent;
      const version = versionOf(current) + 1;
      // Courses follow a new slug through their foreign key (ON UPDATE CASCADE).
      await tx
        .update(instructors)
        .set({ ...content, published: true, version, updatedAt: at })
        .where(eq(instructors.slug, slug));
      return entryPublished(tx, locked, content, version, actor, at, INSTRUCTOR_TAGS);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/** Takes the public page down; an instructor who still teaches a course stays (their courses name them). */
export async function unpublishInstructor(db: Database, actor: AuditActor, slug: string, based: number, at: Date) {
  return db.transaction(async (tx) => {
    const locked = await lockInstructor(tx, slug);
    const { row, current } = locked;
    await assertCurrent(tx, current, based, contentOf(current));
    const [teaching] = await tx.select({ slug: courses.slug }).from(courses).where(eq(courses.instructorSlug, slug));
    if (teaching)
      throw conflict(
        `${row.name} still teaches ${teaching.slug}: give their courses to another instructor in the programme first.`,
      );
    const version = versionOf(current) + 1;
    await tx.update(instructors).set({ published: false, version, updatedAt: at }).where(eq(instructors.slug, slug));
    return entryUnpublished(tx, locked, version, actor, at, INSTRUCTOR_TAGS);
  });
}

/** A new portrait (already checked and re-encoded without metadata) replaces the old one at once. */
export async function replaceInstructorPhoto(
  db: Database,
  actor: AuditActor,
  slug: string,
  photoKey: string,
  at: Date,
): Promise<{ previousKey: string | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(instructors).where(eq(instructors.slug, slug)).for('update');
    if (!row) throw notFound(`No instructor named "${slug}".`);
    await tx.update(instructors).set({ photoKey, updatedAt: at }).where(eq(instructors.slug, slug));
    const change = { before: { photo: row.photoKey === null ? 'none' : 'a photo' }, after: { photo: 'a new photo' } };
    await recordStep(tx, actor, entryRecord({ kind: 'instructor', key: slug }), 'photo_replaced', change, at);
    return { previousKey: row.photoKey };
  });
}

export async function instructorPhotoKey(db: Database, slug: string): Promise<string> {
  const [row] = await db
    .select({ photoKey: instructors.photoKey, published: instructors.published })
    .from(instructors)
    .where(eq(instructors.slug, slug));
  if (!row?.photoKey || !row.published) throw notFound(`No photo of an instructor named "${slug}".`);
  return row.photoKey;
}
