import { instructorSchema, instructorSummarySchema, listOf } from '@/contract';
import { setUpTestPlatform } from '../../test/test-platform';
import { demoCourses } from '../../db/demo/courses';
import { demoInstructors } from '../../db/demo/instructors';
import { getJson, getProblem } from './test-requests';

const instructorList = listOf(instructorSummarySchema);

const platform = setUpTestPlatform();

test('lists the instructor directory in its editorial order', async () => {
  const { items, total } = await getJson(platform, '/instructors', instructorList);
  expect(total).toBe(demoInstructors.length);
  expect(items.map((i) => i.slug)).toEqual(demoInstructors.map((i) => i.slug));
  expect(items[0]).toMatchObject({ name: 'Ayesha Siddiqui', city: 'Lahore' });
});

test('pages with limit and offset', async () => {
  const page = await getJson(platform, '/instructors?limit=3&offset=12', instructorList);
  expect(page.items.map((i) => i.slug)).toEqual(demoInstructors.slice(12, 15).map((i) => i.slug));
  expect(page.total).toBe(demoInstructors.length);
});

test('one instructor comes with every course they teach', async () => {
  const instructor = await getJson(platform, '/instructors/kamran-yousaf', instructorSchema);
  expect(instructor).toMatchObject({ name: 'Kamran Yousaf', city: 'Quetta', yearsExperience: 9 });
  expect(instructor.bio.length).toBeGreaterThan(50);
  const expected = demoCourses.filter((c) => c.instructorSlug === 'kamran-yousaf').map((c) => c.code);
  expect(instructor.courses.map((c) => c.code).sort()).toEqual(expected.sort());
  expect(instructor.courses.map((c) => c.programmeSlug)).toContain('data-science-and-analytics');
});

test('an unknown instructor is a 404 problem and a malformed slug a 400 naming it', async () => {
  const missing = await getProblem(platform, '/instructors/no-such-person', 404);
  expect(missing.detail).toContain('no-such-person');
  const malformed = await getProblem(platform, '/instructors/Kamran%20Yousaf', 400);
  expect(Object.keys(malformed.errors ?? {})).toEqual(['slug']);
  const badPage = await getProblem(platform, '/instructors?limit=-1', 400);
  expect(Object.keys(badPage.errors ?? {})).toEqual(['limit']);
});
