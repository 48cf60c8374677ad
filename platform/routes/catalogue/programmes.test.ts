import { eq } from 'drizzle-orm';
import { listOf, programmeSchema, programmeSummarySchema } from '@/contract';
import { programmes } from '../../db/schema';
import { setUpTestPlatform } from '../../test/test-platform';
import { demoProgrammes } from '../../db/demo/programmes';
import { getJson, getProblem } from './test-requests';

const programmeList = listOf(programmeSummarySchema);

const platform = setUpTestPlatform();

test('lists every programme, featured first and otherwise in catalogue order, priced in PKR paisa', async () => {
  const { items, total } = await getJson(platform, '/programmes', programmeList);
  expect(total).toBe(demoProgrammes.length);
  const expected = [...demoProgrammes.filter((p) => p.featured), ...demoProgrammes.filter((p) => !p.featured)];
  expect(items.map((p) => p.slug)).toEqual(expected.map((p) => p.slug));
  const web = items.find((p) => p.slug === 'full-stack-web-development');
  expect(web?.pricePerSemester).toEqual({ amountPaisa: 8_500_000, currency: 'PKR' });
});

test('featured=true and featured=false filter, and total counts the filtered set', async () => {
  const featured = await getJson(platform, '/programmes?featured=true', programmeList);
  const others = await getJson(platform, '/programmes?featured=false', programmeList);
  expect(featured.items.length).toBeGreaterThan(0);
  expect(featured.items.every((p) => p.featured)).toBe(true);
  expect(others.items.every((p) => !p.featured)).toBe(true);
  expect(featured.total + others.total).toBe(demoProgrammes.length);
  expect(featured.total).toBe(featured.items.length);
});

test('limit and offset page through the list without changing the total', async () => {
  const all = await getJson(platform, '/programmes', programmeList);
  const page = await getJson(platform, '/programmes?limit=2&offset=2', programmeList);
  expect(page.items.map((p) => p.slug)).toEqual(all.items.slice(2, 4).map((p) => p.slug));
  expect(page.total).toBe(all.total);
  const beyond = await getJson(platform, '/programmes?offset=500', programmeList);
  expect(beyond).toEqual({ items: [], total: all.total });
});

test('one programme comes with its courses in semester order and exactly the instructors teaching them', async () => {
  const programme = await getJson(platform, '/programmes/data-science-and-analytics', programmeSchema);
  expect(programme.title).toBe('Data Science and Analytics');
  expect(programme.outcomes.length).toBeGreaterThan(0);
  expect(programme.courses.length).toBeGreaterThanOrEqual(programme.semesterCount);
  expect(programme.courses.every((c) => c.programmeSlug === programme.slug)).toBe(true);
  const semesters = programme.courses.map((c) => c.semesterNumber);
  expect(semesters).toEqual([...semesters].sort((a, b) => a - b));
  expect(new Set(semesters)).toEqual(new Set([1, 2, 3]));
  expect(programme.semesters).toEqual([
    { number: 1, name: 'Foundations', untranslated: [] },
    { number: 2, name: 'Core Skills', untranslated: [] },
    { number: 3, name: 'Specialisation and Capstone', untranslated: [] },
  ]);
  expect(programme.semesters).toHaveLength(programme.semesterCount);
  const teaching = new Set(programme.courses.map((c) => c.instructor.slug));
  expect(new Set(programme.instructors.map((i) => i.slug))).toEqual(teaching);
});

test('each programme says whether it takes enrolments, in the list and on its own, so its pages need not offer a refused checkout', async () => {
  const open = await getJson(platform, '/programmes/mobile-app-development', programmeSchema);
  expect(open.enrolmentOpen).toBe(true);
  await platform.deps.db
    .update(programmes)
    .set({ enrolmentOpen: false })
    .where(eq(programmes.slug, 'mobile-app-development'));
  try {
    expect((await getJson(platform, '/programmes/mobile-app-development', programmeSchema)).enrolmentOpen).toBe(false);
    const { items } = await getJson(platform, '/programmes', programmeList);
    expect(items.filter((p) => !p.enrolmentOpen).map((p) => p.slug)).toEqual(['mobile-app-development']);
  } finally {
    await platform.deps.db
      .update(programmes)
      .set({ enrolmentOpen: true })
      .where(eq(programmes.slug, 'mobile-app-development'));
  }
});

test('an unknown programme is a 404 problem', async () => {
  const problem = await getProblem(platform, '/programmes/underwater-basket-weaving', 404);
  expect(problem.detail).toContain('underwater-basket-weaving');
});

test.each([
  ['/programmes/Not_A_Slug', 'slug'],
  ['/programmes/double--hyphen', 'slug'],
  ['/programmes?limit=lots', 'limit'],
  ['/programmes?limit=0', 'limit'],
  ['/programmes?limit=101', 'limit'],
  ['/programmes?limit=2.5', 'limit'],
  ['/programmes?limit=1&limit=2', 'limit'],
  ['/programmes?limit=0x10', 'limit'],
  ['/programmes?limit=1e1', 'limit'],
  ['/programmes?limit=%2B5', 'limit'],
  ['/programmes?offset=-1', 'offset'],
  ['/programmes?featured=yes', 'featured'],
  ['/programmes?featured=', 'featured'],
])('%s is a 400 problem naming %s', async (path, parameter) => {
  const problem = await getProblem(platform, path, 400);
  expect(Object.keys(problem.errors ?? {})).toEqual([parameter]);
  expect(problem.detail).toContain(parameter);
});
