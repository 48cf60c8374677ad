// The draft preview: an administrator sees the real public page of a programme or instructor with its waiting draft.
// Preview is Next's draft mode, switched on only by the admin-checked POST /staff/catalogue/preview; the draft is
// read here, for that request only, through the admin-only staff API with the request's own session, so a visitor (or
// anyone holding the draft-mode cookie without an admin session) gets the published page. Draft mode renders the page
// on request and answers it `private, no-store`, and unstable_cache is skipped: no draft lands in a cache.
import 'server-only';
import { draftMode } from 'next/headers';
import type { Instructor, InstructorContent, Programme, ProgrammeContent } from '@/contract';
import { findInstructor } from '@/lib/api/catalogue';
import { readEditableInstructor, readEditableProgramme } from '@/lib/api/catalogue-editor';
import { getSession } from '@/lib/session/server-session';

/** The admin's access token when this request previews drafts, else null (no cookie read outside draft mode). */
export async function previewToken(): Promise<string | null> {
  if (!(await draftMode()).isEnabled) return null;
  const session = await getSession();
  return session?.user.role === 'admin' ? session.accessToken : null;
}

const instructorSummary = (content: InstructorContent) => ({
  slug: content.slug,
  name: content.name,
  title: content.title,
  headline: content.headline,
  expertise: content.expertise,
  city: content.city,
  untranslated: [],
});

/** The programme as its public page would show it once the draft (or, without one, the entry) is published. */
export function programmeFromContent(
  content: ProgrammeContent,
  instructors: Map<string, InstructorContent>,
): Programme {
  const teacher = (slug: string) => instructors.get(slug) ?? null;
  const courses = content.semesters.flatMap((semester, index) =>
    semester.courses.map((course) => ({
      slug: course.slug,
      code: course.code,
      title: course.title,
      summary: course.summary,
      credits: course.credits,
      programmeSlug: content.slug,
      semesterNumber: index + 1,
      instructor: { slug: course.instructorSlug, name: teacher(course.instructorSlug)?.name ?? course.instructorSlug },
      untranslated: [],
    })),
  );
  const taught = [...new Set(courses.map((course) => course.instructor.slug))];
  return {
    slug: content.slug,
    title: content.title,
    tagline: content.tagline,
    level: content.level,
    mode: content.mode,
    durationWeeks: content.durationWeeks,
    semesterCount: content.semesters.length,
    pricePerSemester: { amountPaisa: content.pricePerSemesterPaisa, currency: 'PKR' },
    featured: content.featured,
    enrolmentOpen: content.enrolmentOpen,
    untranslated: [],
    description: content.description,
    outcomes: content.outcomes,
    semesters: content.semesters.map((semester, index) => ({
      number: index + 1,
      name: semester.name,
      untranslated: [],
    })),
    courses,
    instructors: taught.flatMap((slug) => {
      const instructor = teacher(slug);
      return instructor ? [instructorSummary(instructor)] : [];
    }),
  };
}

/** The programme at `slug` with its draft, when an administrator previews; else null (the page reads as usual). */
export async function previewedProgramme(slug: string): Promise<Programme | null> {
  const token = await previewToken();
  if (!token) return null;
  const entry = await readEditableProgramme(token, slug);
  if (!entry) return null;
  const content = entry.draft?.content ?? entry.live;
  const slugs = [...new Set(content.semesters.flatMap((semester) => semester.courses.map((c) => c.instructorSlug)))];
  const instructors = await Promise.all(slugs.map((instructor) => readEditableInstructor(token, instructor)));
  return programmeFromContent(
    content,
    new Map(instructors.flatMap((found) => (found ? [[found.live.slug, found.draft?.content ?? found.live]] : []))),
  );
}

/** The instructor at `slug` with their draft, when an administrator previews; else null. */
export async function previewedInstructor(slug: string): Promise<Instructor | null> {
  const token = await previewToken();
  if (!token) return null;
  const entry = await readEditableInstructor(token, slug);
  if (!entry) return null;
  const content = entry.draft?.content ?? entry.live;
  // The courses they teach are the published programmes' (a programme's draft shows on its own preview); the draft is
  // English, so are they.
  const published = entry.published ? await findInstructor('en', slug) : null;
  return {
    ...instructorSummary(content),
    bio: content.bio,
    // The public portrait address answers only for a published instructor.
    hasPhoto: entry.hasPhoto && entry.published,
    yearsExperience: content.yearsExperience,
    courses: published?.courses ?? [],
  };
}

/** Whether this request is an administrator's preview (for the banner). */
export const isPreview = async () => (await previewToken()) !== null;
