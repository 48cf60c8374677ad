import { currentTermsSchema, listOf, termSchema } from '@/contract';
import { setUpTestPlatform } from '../../test/test-platform';
import { getJson, getProblem } from './test-requests';

let clock = new Date();
const platform = setUpTestPlatform({ now: () => clock });
beforeEach(() => {
  clock = new Date();
});

/** An instant in Pakistan Standard Time (UTC+5). */
const karachi = (isoDate: string, time = '12:00') => new Date(`${isoDate}T${time}:00+05:00`);
const year = Number(new Date().toISOString().slice(0, 4));
const termAt = async (instant: Date) => {
  clock = instant;
  const { current, next } = await getJson(platform, '/terms/current', currentTermsSchema);
  return [current?.slug ?? null, next?.slug ?? null];
};

test('the calendar has three named terms a year, each starting on the second Monday of January, May and September', async () => {
  const { items } = await getJson(platform, '/terms', listOf(termSchema));
  const thisYear = items.filter((term) => term.startsOn.startsWith(`${year}-`));
  expect(thisYear.map((term) => term.name)).toEqual([`Spring ${year}`, `Summer ${year}`, `Autumn ${year}`]);
  for (const term of items) {
    const start = new Date(`${term.startsOn}T00:00:00Z`);
    expect({
      term: term.slug,
      weekday: start.getUTCDay(),
      dayOfMonth: start.getUTCDate() >= 8 && start.getUTCDate() <= 14,
    }).toEqual({ term: term.slug, weekday: 1, dayOfMonth: true });
  }
  const starts = items.map((term) => term.startsOn);
  expect(starts).toEqual([...starts].sort());
  items.slice(1).forEach((term, index) => expect(term.startsOn > items[index]!.endsOn).toBe(true));
});

test('a freshly seeded platform knows the next intake, and it is an upcoming term', async () => {
  const { next } = await getJson(platform, '/terms/current', currentTermsSchema);
  expect(next?.status).toBe('upcoming');
  const upcoming = await getJson(platform, '/terms?status=upcoming', listOf(termSchema));
  expect(upcoming.items[0]).toEqual(next);
  expect(upcoming.items.every((term) => term.status === 'upcoming')).toBe(true);
});

test('current and next move with the injected clock; between terms there is no current term', async () => {
  expect(await termAt(karachi(`${year}-02-01`))).toEqual([`spring-${year}`, `summer-${year}`]);
  // The winter break: autumn has ended, spring has not begun.
  expect(await termAt(karachi(`${year}-01-01`))).toEqual([null, `spring-${year}`]);
  const { items } = await getJson(platform, '/terms', listOf(termSchema));
  const spring = items.find((term) => term.slug === `spring-${year}`)!;
  expect(await termAt(karachi(spring.startsOn))).toEqual([`spring-${year}`, `summer-${year}`]);
  expect(await termAt(karachi(spring.endsOn, '23:59'))).toEqual([`spring-${year}`, `summer-${year}`]);
  expect(await termAt(new Date(karachi(spring.endsOn, '23:59').getTime() + 120_000))).toEqual([null, `summer-${year}`]);
});

test('the day turns at midnight in Pakistan, not in UTC', async () => {
  const { items } = await getJson(platform, '/terms', listOf(termSchema));
  const summer = items.find((term) => term.slug === `summer-${year}`)!;
  // 00:30 in Karachi is still the previous day in UTC: the summer term has already begun.
  expect(await termAt(karachi(summer.startsOn, '00:30'))).toEqual([`summer-${year}`, `autumn-${year}`]);
});

test('status filters the list and is computed from the clock', async () => {
  clock = karachi(`${year}-06-01`);
  const byStatus = async (status: string) =>
    (await getJson(platform, `/terms?status=${status}`, listOf(termSchema))).items.map((t) => t.slug);
  expect(await byStatus('current')).toEqual([`summer-${year}`]);
  expect((await byStatus('past')).at(-1)).toBe(`spring-${year}`);
  expect((await byStatus('upcoming'))[0]).toBe(`autumn-${year}`);
});

test.each(['soon', 'Upcoming', ''])('status=%s is a 400 problem naming status', async (value) => {
  const problem = await getProblem(platform, `/terms?status=${encodeURIComponent(value)}`, 400);
  expect(Object.keys(problem.errors ?? {})).toEqual(['status']);
});
