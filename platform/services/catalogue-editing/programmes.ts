// Admins create, edit (as a draft), publish and unpublish programmes: the texts, the fee per semester, and the
// semesters with their courses (each course names who teaches it). A fee applies to orders made after it is
// published: an order stores its amount when it is made (orders.total_paisa, order_lines.amount_paisa).
import { and, asc, eq, gt, inArray, max, ne, notInArray, or, sql } from 'drizzle-orm';
import type { CacheTag, EditableProgramme, ProgrammeContent } from '@/contract';
import type { Database } from '../../db/client';
import { courses, instructors, programmeSemesters, programmes } from '../../db/schema';
import { notFound, unprocessable } from '../../domain-errors';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuditActor } from '../staff/audit-log';
import { draftSaved, entryCreated, entryPublished, entryUnpublished } from './entry-steps';
import { assertCurrent, contentOf, readDraft, versionOf, type Current } from './versions';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ProgrammeRow = typeof programmes.$inferSelect;

export const PROGRAMME_TAGS: CacheTag[] = ['programmes', 'courses', 'semesters', 'instructors'];

async function contentOfRow(db: Database | Transaction, row: ProgrammeRow): Promise<ProgrammeContent> {
  const [stages, taught] = await Promise.all([
    db
      .select()
      .from(programmeSemesters)
      .where(eq(programmeSemesters.programmeSlug, row.slug))
      .orderBy(asc(programmeSemesters.number)),
    db
      .select()
      .from(courses)
      .where(eq(courses.programmeSlug, row.slug))
      .orderBy(asc(courses.semesterNumber), asc(courses.position)),
  ]);
  return {
    slug: row.slug,
    title: row.title,
    tagline: row.tagline,
    description: row.description,
    outcomes: row.outcomes,
    level: row.level,
    mode: row.mode,
    durationWeeks: row.durationWeeks,
    minimumAge: row.minimumAge,
    pricePerSemesterPaisa: row.pricePerSemesterPaisa,
    featured: row.featured,
    enrolmentOpen: row.enrolmentOpen,
    titleUr: row.titleUr,
    taglineUr: row.taglineUr,
    descriptionUr: row.descriptionUr,
    outcomesUr: row.outcomesUr,
    semesters: stages.map((stage) => ({
      name: stage.name,
      nameUr: stage.nameUr,
      courses: taught
        .filter((course) => course.semesterNumber === stage.number)
        .map(({ slug, code, title, summary, credits, instructorSlug, titleUr, summaryUr }) => ({
          slug,
          code,
          title,
          summary,
          credits,
          instructorSlug,
          titleUr,
          summaryUr,
        })),
    })),
  };
}

/** Each course's instructor exists, and no course slug or code belongs to another programme: 422 at the field. */
async function assertCoursesFit(db: Database | Transaction, programmeSlug: string, content: ProgrammeContent) {
  const all = content.semesters.flatMap((semester, s) =>
    semester.courses.map((course, c) => ({ ...course, path: `content.semesters.${s}.courses.${c}` })),
  );
  const errors: Record<string, string[]> = {};
  const known = new Set(
    (
      await db
        .select({ slug: instructors.slug })
        .from(instructors)
        .where(
          inArray(
            instructors.slug,
            all.map((course) => course.instructorSlug),
          ),
        )
    ).map((row) => row.slug),
  );
  const others = await db
    .select({ slug: courses.slug, code: courses.code, programmeSlug: courses.programmeSlug })
    .from(courses)
    .where(
      and(
        ne(courses.programmeSlug, programmeSlug),
        or(
          inArray(
            courses.slug,
            all.map((course) => course.slug),
          ),
          inArray(
            courses.code,
            all.map((course) => course.code),
          ),
        ),
      ),
    );
  const seen = new Set<string>();
  for (const course of all) {
    if (!known.has(course.instructorSlug))
      errors[`${course.path}.instructorSlug`] = ['Choose one of the instructors listed.'];
    const taken = others.find((other) => other.slug === course.slug);
    if (taken || seen.has(course.slug))
      errors[`${course.path}.slug`] = [`The course address “${course.slug}” is used by another course.`];
    const codeTaken = others.find((other) => other.code === course.code);
    if (codeTaken || seen.has(`code:${course.code}`))
      errors[`${course.path}.code`] = [`The course code ${course.code} is used by another course.`];
    seen.add(course.slug);
    seen.add(`code:${course.code}`);
  }
  if (Object.keys(errors).length > 0)
    throw unprocessable(`Invalid body fields: ${Object.keys(errors).join(', ')}`, errors);
}

const slugTaken = (slug: string) =>
  unprocessable('Invalid body field: content.slug', {
    'content.slug': [`Another programme already has the address “${slug}”. Choose another.`],
  });

async function lockProgramme(
  tx: Transaction,
  slug: string,
): Promise<{ row: ProgrammeRow; current: Current & { kind: 'programme' } }> {
  const [row] = await tx.select().from(programmes).where(eq(programmes.slug, slug)).for('update');
  if (!row) throw notFound(`No programme named "${slug}".`);
  const draft = await readDraft(tx, 'programme', slug);
  const live = await contentOfRow(tx, row);
  return { row, current: { kind: 'programme', key: slug, live, liveVersion: row.version, draft } };
}

export async function readEditableProgramme(db: Database, slug: string): Promise<EditableProgramme> {
  const [row] = await db.select().from(programmes).where(eq(programmes.slug, slug));
  if (!row) throw notFound(`No programme named "${slug}".`);
  const draft = await readDraft(db, 'programme', slug);
  return {
    version: draft?.version ?? row.version,
    published: row.published,
    live: await contentOfRow(db, row),
    draft: draft
      ? { content: draft.content as ProgrammeContent, savedBy: draft.savedBy, savedAt: draft.savedAt.toISOString() }
      : null,
  };
}

export async function listProgrammeEntries(db: Database) {
  const rows = await db.select().from(programmes).orderBy(asc(programmes.position), asc(programmes.slug));
  return Promise.all(
    rows.map(async (row) => {
      const draft = await readDraft(db, 'programme', row.slug);
      return {
        slug: row.slug,
        name: row.title,
        published: row.published,
        hasDraft: draft !== undefined,
        version: draft?.version ?? row.version,
      };
    }),
  );
}

/** Writes the semesters and courses of `content` as the programme's, removing those no longer in it. */
async function writeStructure(tx: Transaction, slug: string, content: ProgrammeContent) {
  const keep = content.semesters.flatMap((semester) => semester.courses.map((course) => course.slug));
  await tx.delete(courses).where(and(eq(courses.programmeSlug, slug), notInArray(courses.slug, keep)));
  for (const [index, semester] of content.semesters.entries()) {
    const number = index + 1;
    await tx
      .insert(programmeSemesters)
      .values({ programmeSlug: slug, number, name: semester.name, nameUr: semester.nameUr })
      .onConflictDoUpdate({
        target: [programmeSemesters.programmeSlug, programmeSemesters.number],
        set: { name: semester.name, nameUr: semester.nameUr },
      });
  }
  // Codes are unique across courses: a code moving between two courses of this programme must not collide midway.
  await tx
    .update(courses)
    .set({ code: sql`'~' || ${courses.slug}` })
    .where(eq(courses.programmeSlug, slug));
  for (const [index, semester] of content.semesters.entries()) {
    for (const [position, course] of semester.courses.entries()) {
      const values = { ...course, programmeSlug: slug, semesterNumber: index + 1, position: position + 1 };
      await tx.insert(courses).values(values).onConflictDoUpdate({ target: courses.slug, set: values });
    }
  }
  await tx
    .delete(programmeSemesters)
    .where(and(eq(programmeSemesters.programmeSlug, slug), gt(programmeSemesters.number, content.semesters.length)));
}

const programmeColumns = (content: ProgrammeContent) => {
  const { semesters, ...columns } = content;
  return { ...columns, semesterCount: semesters.length };
};

/** A new programme, unpublished until an admin publishes it. */
export async function createProgramme(db: Database, actor: AuditActor, content: ProgrammeContent, at: Date) {
  await assertCoursesFit(db, content.slug, content);
  try {
    return await db.transaction(async (tx) => {
      const [last] = await tx.select({ position: max(programmes.position) }).from(programmes);
      await tx.insert(programmes).values({
        ...programmeColumns(content),
        position: (last?.position ?? 0) + 1,
        published: false,
        version: 1,
        updatedAt: at,
      });
      await writeStructure(tx, content.slug, content);
      return entryCreated(tx, 'programme', content, actor, at);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(content.slug);
    throw error;
  }
}

export async function saveProgrammeDraft(
  db: Database,
  actor: AuditActor,
  slug: string,
  request: { version: number; content: ProgrammeContent },
  at: Date,
) {
  await assertCoursesFit(db, slug, request.content);
  return db.transaction(async (tx) => draftSaved(tx, await lockProgramme(tx, slug), request, actor, at));
}

/**
 * The draft (if any) becomes what the public sees: texts, fee, semesters and courses. A new slug leaves the old
 * address redirecting (308); orders, enrolments and scholarships follow it through their foreign keys.
 */
export async function publishProgramme(db: Database, actor: AuditActor, slug: string, based: number, at: Date) {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockProgramme(tx, slug);
      const { current } = locked;
      await assertCurrent(tx, current, based, contentOf(current));
      const content = contentOf(current) as ProgrammeContent;
      await assertCoursesFit(tx, slug, content);
      const version = versionOf(current) + 1;
      await tx
        .update(programmes)
        .set({ ...programmeColumns(content), published: true, version, updatedAt: at })
        .where(eq(programmes.slug, slug));
      await writeStructure(tx, content.slug, content);
      return entryPublished(tx, locked, content, version, actor, at, PROGRAMME_TAGS);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/** No public page, list entry or new order; learners already enrolled keep their programme. */
export async function unpublishProgramme(db: Database, actor: AuditActor, slug: string, based: number, at: Date) {
  return db.transaction(async (tx) => {
    const locked = await lockProgramme(tx, slug);
    await assertCurrent(tx, locked.current, based, contentOf(locked.current));
    const version = versionOf(locked.current) + 1;
    await tx.update(programmes).set({ published: false, version, updatedAt: at }).where(eq(programmes.slug, slug));
    return entryUnpublished(tx, locked, version, actor, at, PROGRAMME_TAGS);
  });
}
