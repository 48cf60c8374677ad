import { eq } from 'drizzle-orm';
import { listOf, programmeSemesterSchema, programmeSemesterWithCoursesSchema } from '@/contract';
import { courses } from '../../db/schema';
import { setUpTestPlatform } from '../../test/test-platform';
import { demoCourses } from '../../db/demo/courses';
import { demoProgrammeSemesters } from '../../db/demo/programme-semesters';
import { getJson, getProblem } from './test-requests';

const platform = setUpTestPlatform();

test('lists every programme’s semesters: semester 1 of each programme first, named per programme', async () => {
  const { items, total } = await getJson(platform, '/semesters', listOf(programmeSemesterSchema));
  expect(total).toBe(demoProgrammeSemesters.length);
  const numbers = items.map((s) => s.number);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(items.find((s) => s.programmeSlug === 'full-stack-web-development' && s.number === 3)?.name).toBe(
    'Production and Capstone',
  );
  expect(items.find((s) => s.programmeSlug === 'mobile-app-development' && s.number === 2)?.name).toBe(
    'Connected Apps and Publishing',
  );
  expect(items.every((s) => !('courses' in s))).toBe(true);
});

test('programme narrows to one programme’s semesters; include=courses adds exactly their courses', async () => {
  const { items } = await getJson(
    platform,
    '/semesters?programme=cyber-security&include=courses',
    listOf(programmeSemesterWithCoursesSchema),
  );
  expect(items.map((s) => [s.number, s.name])).toEqual([
    [1, 'Foundations'],
    [2, 'Offence, Defence and Response'],
  ]);
  for (const item of items) {
    const expected = demoCourses
      .filter((c) => c.programmeSlug === 'cyber-security' && c.semesterNumber === item.number)
      .map((c) => c.code);
    expect(item.courses.map((c) => c.code)).toEqual(expected);
  }
});

test('an unknown programme has no semesters', async () => {
  expect(await getJson(platform, '/semesters?programme=basket-weaving', listOf(programmeSemesterSchema))).toEqual({
    items: [],
    total: 0,
  });
});

test.each(['everything', 'courses,instructors', ''])('include=%s is a 400 problem naming include', async (value) => {
  const problem = await getProblem(platform, `/semesters?include=${encodeURIComponent(value)}`, 400);
  expect(Object.keys(problem.errors ?? {})).toEqual(['include']);
});

test('a course cannot be put in a semester its programme does not have', async () => {
  const slug = demoCourses[0]!.slug;
  const failure = await platform.deps.db
    .update(courses)
    .set({ semesterNumber: 9 })
    .where(eq(courses.slug, slug))
    .then(
      () => null,
      (error: Error) => error,
    );
  expect(String(failure?.cause ?? failure)).toMatch(/courses_programme_semester_fk/);
});
