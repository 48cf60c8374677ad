// The editor's flat form fields and the contract's nested content, both ways: a form without JavaScript posts plain
// named fields (one row per semester and per course, with blank rows to add more), and every message comes back to
// the field it is about, whether zod found it here or the platform did (its paths start with `content.`).
import type { InstructorContent, ProgrammeContent } from '@/contract';

export type Values = Record<string, string>;

/**
 * The version a save is based on: the page's, or the newer one a refused stale save brought back (versions only
 * grow), so the editor's next save is judged against what they were last shown.
 */
export const latestVersion = (fromState: string | undefined, fromPage: number | undefined) =>
  String(Math.max(Number(fromState) || 0, fromPage ?? 0) || '');

/** Blank rows offered below the filled ones, so a form without JavaScript can add a semester or courses. */
export const SPARE_SEMESTERS = 1;
export const SPARE_COURSES = 2;
export const COURSE_FIELDS = [
  'semester',
  'slug',
  'code',
  'title',
  'titleUr',
  'summary',
  'summaryUr',
  'credits',
  'instructor',
] as const;

/** An Urdu twin left empty is missing (null): never filled in from the English. */
const urdu = (text = '') => (text.trim() === '' ? null : text);
const urduLines = (text = '') => (lines(text).length ? lines(text) : null);

const lines = (text = '') =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const whole = (text = '') => (/^\s*\d+\s*$/.test(text) ? Number(text) : text.trim() === '' ? undefined : Number.NaN);
/** "85,000" or "85000.50" rupees as paisa; anything else is left for the schema to refuse. */
const paisa = (text = '') => {
  const plain = text.replace(/[,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : plain === '' ? undefined : Number.NaN;
};
const rupees = (amountPaisa: number) =>
  amountPaisa % 100 === 0 ? String(amountPaisa / 100) : (amountPaisa / 100).toFixed(2);

export function instructorFromForm(values: Values): InstructorContent {
  return {
    slug: values.slug ?? '',
    name: values.name ?? '',
    title: values.title ?? '',
    headline: values.headline ?? '',
    bio: values.bio ?? '',
    city: values.city ?? '',
    expertise: lines(values.expertise),
    yearsExperience: whole(values.yearsExperience) as number,
    titleUr: urdu(values.titleUr),
    headlineUr: urdu(values.headlineUr),
    bioUr: urdu(values.bioUr),
    cityUr: urdu(values.cityUr),
    expertiseUr: urduLines(values.expertiseUr),
  };
}

export const instructorToForm = (content: InstructorContent): Values => ({
  slug: content.slug,
  name: content.name,
  title: content.title,
  headline: content.headline,
  bio: content.bio,
  city: content.city,
  expertise: content.expertise.join('\n'),
  yearsExperience: String(content.yearsExperience),
  titleUr: content.titleUr ?? '',
  headlineUr: content.headlineUr ?? '',
  bioUr: content.bioUr ?? '',
  cityUr: content.cityUr ?? '',
  expertiseUr: content.expertiseUr?.join('\n') ?? '',
});

/** Form field of a content path ("semesters.0.courses.1.title" → "course-3-title"), given where each course came from. */
type CourseRows = Map<string, number>;

export function programmeFromForm(values: Values): { content: ProgrammeContent; courseRows: CourseRows } {
  const semesterRows = Object.keys(values)
    .map((name) => /^semester-(\d+)-name$/.exec(name)?.[1])
    .filter((index): index is string => index !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  const named = semesterRows.filter((row) => (values[`semester-${row}-name`] ?? '').trim() !== '');
  const courseRows: CourseRows = new Map();
  const semesters = named.map((row) => ({
    name: values[`semester-${row}-name`] ?? '',
    nameUr: urdu(values[`semester-${row}-nameUr`]),
    courses: [] as ProgrammeContent['semesters'][number]['courses'],
  }));
  const rows = Object.keys(values)
    .map((name) => /^course-(\d+)-title$/.exec(name)?.[1])
    .filter((index): index is string => index !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  for (const row of rows) {
    const field = (name: (typeof COURSE_FIELDS)[number]) => values[`course-${row}-${name}`] ?? '';
    if (COURSE_FIELDS.every((name) => name === 'semester' || field(name).trim() === '')) continue;
    // The semester select names the semester's row; a course of a removed semester goes to the first.
    const semesterIndex = Math.max(0, named.indexOf(Number(field('semester'))));
    const semester = semesters[semesterIndex];
    if (!semester) continue;
    courseRows.set(`${semesterIndex}.${semester.courses.length}`, row);
    semester.courses.push({
      slug: field('slug'),
      code: field('code'),
      title: field('title'),
      summary: field('summary'),
      credits: whole(field('credits')) as number,
      instructorSlug: field('instructor'),
      titleUr: urdu(field('titleUr')),
      summaryUr: urdu(field('summaryUr')),
    });
  }
  const content: ProgrammeContent = {
    slug: values.slug ?? '',
    title: values.title ?? '',
    tagline: values.tagline ?? '',
    description: values.description ?? '',
    outcomes: lines(values.outcomes),
    level: (values.level ?? '') as ProgrammeContent['level'],
    mode: (values.mode ?? '') as ProgrammeContent['mode'],
    durationWeeks: whole(values.durationWeeks) as number,
    minimumAge: whole(values.minimumAge) as number,
    pricePerSemesterPaisa: paisa(values.fee) as number,
    featured: values.featured === 'yes',
    enrolmentOpen: values.enrolmentOpen === 'yes',
    semesters,
    titleUr: urdu(values.titleUr),
    taglineUr: urdu(values.taglineUr),
    descriptionUr: urdu(values.descriptionUr),
    outcomesUr: urduLines(values.outcomesUr),
  };
  return { content, courseRows };
}

export function programmeToForm(content: ProgrammeContent): Values {
  const values: Values = {
    slug: content.slug,
    title: content.title,
    tagline: content.tagline,
    description: content.description,
    outcomes: content.outcomes.join('\n'),
    level: content.level,
    mode: content.mode,
    durationWeeks: String(content.durationWeeks),
    minimumAge: String(content.minimumAge),
    fee: rupees(content.pricePerSemesterPaisa),
    featured: content.featured ? 'yes' : '',
    enrolmentOpen: content.enrolmentOpen ? 'yes' : '',
    titleUr: content.titleUr ?? '',
    taglineUr: content.taglineUr ?? '',
    descriptionUr: content.descriptionUr ?? '',
    outcomesUr: content.outcomesUr?.join('\n') ?? '',
  };
  let row = 0;
  content.semesters.forEach((semester, index) => {
    values[`semester-${index}-name`] = semester.name;
    values[`semester-${index}-nameUr`] = semester.nameUr ?? '';
    for (const course of semester.courses) {
      values[`course-${row}-semester`] = String(index);
      values[`course-${row}-slug`] = course.slug;
      values[`course-${row}-code`] = course.code;
      values[`course-${row}-title`] = course.title;
      values[`course-${row}-summary`] = course.summary;
      values[`course-${row}-credits`] = String(course.credits);
      values[`course-${row}-instructor`] = course.instructorSlug;
      values[`course-${row}-titleUr`] = course.titleUr ?? '';
      values[`course-${row}-summaryUr`] = course.summaryUr ?? '';
      row++;
    }
  });
  return values;
}

const TOP_FIELDS: Record<string, string> = { pricePerSemesterPaisa: 'fee' };
const COURSE_FIELD_OF: Record<string, string> = { instructorSlug: 'instructor' };

/** The form field a content path's message belongs to. */
export function fieldOfPath(path: string, courseRows: CourseRows = new Map()): string {
  const parts = path.replace(/^content\./, '').split('.');
  const [top, index, nested, courseIndex, courseField] = parts;
  if (top === 'semesters') {
    if (index === undefined) return 'semester-0-name';
    if (nested === 'courses' && courseIndex !== undefined) {
      const row = courseRows.get(`${index}.${courseIndex}`) ?? 0;
      return `course-${row}-${COURSE_FIELD_OF[courseField ?? 'title'] ?? courseField ?? 'title'}`;
    }
    return `semester-${index}-${nested ?? 'name'}`;
  }
  return TOP_FIELDS[top ?? ''] ?? top ?? 'form';
}

/** Messages keyed by content path, as form fields (the first message of each field wins). */
export function fieldErrorsFor(errors: Record<string, string>, courseRows?: CourseRows): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) fields[fieldOfPath(path, courseRows)] ??= message;
  return fields;
}
