import { courseSchema, listOf } from '@/contract';
import { setUpTestPlatform } from '../../test/test-platform';
import { demoCourses } from '../../db/demo/courses';
import { getJson, getProblem } from './test-requests';

const courseList = listOf(courseSchema);

const platform = setUpTestPlatform();

test('lists every course with its instructor, in semester order', async () => {
  const { items, total } = await getJson(platform, '/courses', courseList);
  expect(total).toBe(demoCourses.length);
  expect(items).toHaveLength(demoCourses.length);
  const semesters = items.map((c) => c.semesterNumber);
  expect(semesters).toEqual([...semesters].sort((a, b) => a - b));
  const web101 = items.find((c) => c.code === 'WEB101');
  expect(web101).toMatchObject({
    programmeSlug: 'full-stack-web-development',
    semesterNumber: 1,
    instructor: { slug: 'ayesha-siddiqui', name: 'Ayesha Siddiqui' },
  });
});

test('programme and semester filter, alone and together', async () => {
  const ofProgramme = await getJson(platform, '/courses?programme=cyber-security', courseList);
  expect(ofProgramme.total).toBe(demoCourses.filter((c) => c.programmeSlug === 'cyber-security').length);
  expect(ofProgramme.items.every((c) => c.programmeSlug === 'cyber-security')).toBe(true);

  const ofSemester = await getJson(platform, '/courses?semester=2', courseList);
  expect(ofSemester.total).toBe(demoCourses.filter((c) => c.semesterNumber === 2).length);
  expect(ofSemester.items.every((c) => c.semesterNumber === 2)).toBe(true);

  const both = await getJson(platform, '/courses?programme=data-science-and-analytics&semester=3', courseList);
  expect(both.items.map((c) => c.code)).toEqual(['DAT301', 'DAT302', 'DAT303']);
});

test('a filter that matches nothing is an empty list, not an error', async () => {
  expect(await getJson(platform, '/courses?programme=no-such-programme', courseList)).toEqual({ items: [], total: 0 });
  expect(await getJson(platform, '/courses?semester=9', courseList)).toEqual({ items: [], total: 0 });
});

test('limit and offset page through the courses', async () => {
  const all = await getJson(platform, '/courses', courseList);
  const page = await getJson(platform, '/courses?limit=5&offset=10', courseList);
  expect(page.items.map((c) => c.slug)).toEqual(all.items.slice(10, 15).map((c) => c.slug));
  expect(page.total).toBe(all.total);
});

test.each([
  ['/courses?semester=0', 'semester'],
  ['/courses?semester=two', 'semester'],
  ['/courses?semester=', 'semester'],
  ['/courses?programme=Data%20Science', 'programme'],
  ['/courses?offset=-5', 'offset'],
  ['/courses?limit=1000', 'limit'],
])('%s is a 400 problem naming %s', async (path, parameter) => {
  const problem = await getProblem(platform, path, 400);
  expect(Object.keys(problem.errors ?? {})).toEqual([parameter]);
});
