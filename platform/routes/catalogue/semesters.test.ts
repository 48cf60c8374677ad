import { asc } from 'drizzle-orm';
import { currentSemestersSchema, listOf, semesterSchema, semesterWithCoursesSchema } from '@/contract';
import { setUpTestPlatform } from '../../test/test-platform';
import { semesters } from '../../db/schema';
import { demoCourses } from '../../db/demo/courses';
import { getJson, getProblem } from './test-requests';

let clock = new Date();
const platform = setUpTestPlatform({ now: () => clock });
let calendar: (typeof semesters.$inferSelect)[];
beforeAll(async () => {
  calendar = await platform.deps.db.select().from(semesters).orderBy(asc(semesters.number));
});
beforeEach(() => {
  clock = new Date();
});

/** An instant in Pakistan Standard Time (UTC+5). */
const karachi = (isoDate: string, time = '12:00') => new Date(`${isoDate}T${time}:00+05:00`);
const dayBefore = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const semester = (index: number) => {
  const row = calendar[index];
  if (!row) throw new Error(`no semester ${index + 1}`);
  return row;
};

test('a freshly seeded platform has a current and a next semester today', async () => {
  const { current, next } = await getJson(platform, '/semesters/current', currentSemestersSchema);
  expect(current?.slug).toBe('semester-1');
  expect(next?.slug).toBe('semester-2');
});

test('lists semesters in calendar order with a status computed from the clock', async () => {
  clock = karachi(semester(1).startsOn);
  const { items, total } = await getJson(platform, '/semesters', listOf(semesterSchema));
  expect(total).toBe(3);
  expect(items.map((s) => [s.slug, s.status])).toEqual([
    ['semester-1', 'past'],
    ['semester-2', 'current'],
    ['semester-3', 'upcoming'],
  ]);
  expect(items.every((s) => !('courses' in s))).toBe(true);
});

test('current and next move with the injected clock', async () => {
  const at = async (instant: Date) => {
    clock = instant;
    const { current, next } = await getJson(platform, '/semesters/current', currentSemestersSchema);
    return [current?.slug ?? null, next?.slug ?? null];
  };
  expect(await at(karachi(dayBefore(semester(0).startsOn)))).toEqual([null, 'semester-1']);
  expect(await at(karachi(semester(0).endsOn, '23:59'))).toEqual(['semester-1', 'semester-2']);
  expect(await at(karachi(semester(1).startsOn))).toEqual(['semester-2', 'semester-3']);
  expect(await at(karachi(semester(2).startsOn))).toEqual(['semester-3', null]);
  expect(await at(karachi(semester(2).endsOn, '23:59'))).toEqual(['semester-3', null]);
  expect(await at(new Date(karachi(semester(2).endsOn, '23:59').getTime() + 120_000))).toEqual([null, null]);
});

test('the day turns at midnight in Pakistan, not in UTC', async () => {
  // 00:30 in Karachi is still the previous day in UTC: semester 2 has already begun.
  clock = karachi(semester(1).startsOn, '00:30');
  const { current } = await getJson(platform, '/semesters/current', currentSemestersSchema);
  expect(current?.slug).toBe('semester-2');
});

test('include=courses adds each semester’s courses and nothing else', async () => {
  const { items } = await getJson(platform, '/semesters?include=courses', listOf(semesterWithCoursesSchema));
  for (const item of items) {
    expect(item.courses.every((c) => c.semesterNumber === item.number)).toBe(true);
    expect(item.courses).toHaveLength(demoCourses.filter((c) => c.semesterNumber === item.number).length);
  }
});

test.each(['everything', 'courses,instructors', ''])('include=%s is a 400 problem naming include', async (value) => {
  const problem = await getProblem(platform, `/semesters?include=${encodeURIComponent(value)}`, 400);
  expect(Object.keys(problem.errors ?? {})).toEqual(['include']);
});
