import { asc } from 'drizzle-orm';
import { faqTopicSchema } from '@/contract';
import {
  courses,
  faq,
  FAQ_TOPICS,
  instructors,
  organisation,
  programmeSemesters,
  programmes,
  siteContent,
  terms,
} from './schema';
import { seedDemoData, seedIfEmpty } from './seed';
import { createLogger } from '../logger';
import { PGLITE_START_MS, setUpTestPlatform } from '../test/test-platform';
import { openDatabase, type Database } from './client';

// The seeded database of a first start; the calendar test opens its own unseeded one.
const platform = setUpTestPlatform();

const snapshot = async (db: Database) => ({
  programmes: await db.select().from(programmes).orderBy(asc(programmes.slug)),
  instructors: await db.select().from(instructors).orderBy(asc(instructors.slug)),
  programmeSemesters: await db
    .select()
    .from(programmeSemesters)
    .orderBy(asc(programmeSemesters.programmeSlug), asc(programmeSemesters.number)),
  terms: await db.select().from(terms).orderBy(asc(terms.startsOn)),
  courses: await db.select().from(courses).orderBy(asc(courses.slug)),
  faq: await db.select().from(faq).orderBy(asc(faq.id)),
  siteContent: await db.select().from(siteContent).orderBy(asc(siteContent.key)),
  organisation: await db.select().from(organisation),
});

test(
  'seeding again, even on another day, changes no row',
  async () => {
    const before = await snapshot(platform.database.db);
    await seedDemoData(platform.database.db);
    await seedDemoData(platform.database.db, { seededAt: new Date('2031-03-15T12:00:00Z') });
    await seedIfEmpty(platform.database.db, createLogger('silent'));
    expect(await snapshot(platform.database.db)).toEqual(before);
  },
  PGLITE_START_MS,
);

test('the demo catalogue meets the minimum counts', async () => {
  const data = await snapshot(platform.database.db);
  expect(data.programmes.length).toBeGreaterThanOrEqual(7);
  expect(data.programmes.some((p) => p.featured)).toBe(true);
  expect(data.programmes.some((p) => !p.featured)).toBe(true);
  expect(data.instructors.length).toBeGreaterThanOrEqual(12);
  expect(data.terms.length).toBeGreaterThanOrEqual(9);
  expect(data.organisation).toHaveLength(1);
  expect(data.courses.length).toBeGreaterThanOrEqual(42);
  expect(data.faq.length).toBeGreaterThanOrEqual(8);
  expect(new Set(data.faq.map((f) => f.topic))).toEqual(new Set(faqTopicSchema.options));
  expect([...FAQ_TOPICS]).toEqual(faqTopicSchema.options);
  expect(data.siteContent.map((c) => c.key)).toEqual(expect.arrayContaining(['about', 'home']));
});

test('every course points at an existing programme, semester of that programme and instructor, and every instructor teaches', async () => {
  const data = await snapshot(platform.database.db);
  const programmeSlugs = new Set(data.programmes.map((p) => p.slug));
  const instructorSlugs = new Set(data.instructors.map((i) => i.slug));
  const semesters = new Set(data.programmeSemesters.map((s) => `${s.programmeSlug}/${s.number}`));
  for (const course of data.courses) {
    expect(programmeSlugs).toContain(course.programmeSlug);
    expect(instructorSlugs).toContain(course.instructorSlug);
    expect(semesters).toContain(`${course.programmeSlug}/${course.semesterNumber}`);
  }
  expect(new Set(data.courses.map((c) => c.instructorSlug))).toEqual(instructorSlugs);
});

test('every programme has courses in each of its semesters, and nowhere else', async () => {
  const data = await snapshot(platform.database.db);
  for (const programme of data.programmes) {
    const taught = new Set(data.courses.filter((c) => c.programmeSlug === programme.slug).map((c) => c.semesterNumber));
    expect([...taught].sort()).toEqual(Array.from({ length: programme.semesterCount }, (_, i) => i + 1));
    expect(programme.durationWeeks).toBe(16 * programme.semesterCount);
  }
});

test('prices are whole rupees in paisa and codes and slugs are unique', async () => {
  const data = await snapshot(platform.database.db);
  for (const programme of data.programmes) {
    expect(Number.isInteger(programme.pricePerSemesterPaisa)).toBe(true);
    expect(programme.pricePerSemesterPaisa % 100).toBe(0);
    expect(programme.pricePerSemesterPaisa).toBeGreaterThan(0);
  }
  expect(new Set(data.courses.map((c) => c.code)).size).toBe(data.courses.length);
});

test(
  'a fresh seed dates the calendar around the seeding year: Spring 2027 runs from the second Monday of January',
  async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await db.migrate();
      await seedDemoData(db.db, { seededAt: new Date('2027-02-10T09:00:00Z') });
      const rows = await db.db.select().from(terms).orderBy(asc(terms.startsOn));
      expect(rows[0]?.name).toBe('Spring 2026');
      expect(rows.at(-1)?.name).toBe('Autumn 2029');
      expect(rows.find((t) => t.slug === 'spring-2027')).toEqual({
        slug: 'spring-2027',
        name: 'Spring 2027',
        startsOn: '2027-01-11',
        endsOn: '2027-05-02',
        nameUr: 'بہار 2027',
        // Seeded intakes take orders until the day before they start, with no limit on seats.
        enrolmentClosesOn: null,
        seats: null,
        status: 'open',
        version: 1,
      });
      expect(rows.find((t) => t.slug === 'summer-2027')?.startsOn).toBe('2027-05-10');
      expect(rows.find((t) => t.slug === 'autumn-2027')?.startsOn).toBe('2027-09-13');
    } finally {
      await db.close();
    }
  },
  PGLITE_START_MS,
);

test('each programme has as many named semesters as it says, every one of them teaching courses', async () => {
  const data = await snapshot(platform.database.db);
  for (const programme of data.programmes) {
    const own = data.programmeSemesters.filter((s) => s.programmeSlug === programme.slug);
    expect({ programme: programme.slug, numbers: own.map((s) => s.number) }).toEqual({
      programme: programme.slug,
      numbers: Array.from({ length: programme.semesterCount }, (_, i) => i + 1),
    });
    for (const semester of own)
      expect(data.courses.some((c) => c.programmeSlug === programme.slug && c.semesterNumber === semester.number)).toBe(
        true,
      );
  }
});

test('demo content states each rule one way: one spelling, one currency sign, one reply time, one scholarship', async () => {
  const data = await snapshot(platform.database.db);
  const texts = [
    ...data.faq.flatMap((f) => [f.question, f.answer]),
    ...data.siteContent.flatMap((c) => [c.title, ...c.body, ...c.sections.flatMap((s) => [s.heading, ...s.body])]),
  ].join('\n');
  expect(texts).not.toMatch(/Next-Gen|Next-gen Scholar/);
  expect(texts).not.toMatch(/\bPKR\b/);
  expect(texts).not.toMatch(/24 hours|up to 100%|up to the full/);
  expect(texts).toContain('two working days');
  expect(texts).not.toContain('graduates go on to do');
});

test('the terms carry the refund policy as a section checkout can name (refunds)', async () => {
  const data = await snapshot(platform.database.db);
  const terms = data.siteContent.find((c) => c.key === 'terms');
  expect(terms?.sections.find((s) => s.id === 'refunds')?.body.length).toBeGreaterThan(0);
  expect(data.siteContent.find((c) => c.key === 'privacy')?.sections.length).toBeGreaterThan(3);
});

test('the demo catalogue ships its Urdu: every learner-facing text has it, and each policy section has its twin', async () => {
  const data = await snapshot(platform.database.db);
  const urdu = /[\u0600-\u06FF]/;
  /** English and Urdu side by side; the Urdu may be the English itself only for a name (React). */
  const pairs = (english: string[], twin: string[] | null) => english.map((text, i) => [text, twin?.[i] ?? null]);
  const twins = [
    ...data.programmes.flatMap((p) => [
      [p.title, p.titleUr],
      [p.tagline, p.taglineUr],
      [p.description, p.descriptionUr],
      ...pairs(p.outcomes, p.outcomesUr),
    ]),
    ...data.programmeSemesters.map((s) => [s.name, s.nameUr]),
    ...data.courses.flatMap((c) => [
      [c.title, c.titleUr],
      [c.summary, c.summaryUr],
    ]),
    ...data.instructors.flatMap((i) => [
      [i.title, i.titleUr],
      [i.headline, i.headlineUr],
      [i.bio, i.bioUr],
      [i.city, i.cityUr],
      ...pairs(i.expertise, i.expertiseUr),
    ]),
    ...data.terms.map((t) => [t.name, t.nameUr]),
    ...data.faq.flatMap((f) => [
      [f.question, f.questionUr],
      [f.answer, f.answerUr],
    ]),
    ...data.siteContent.flatMap((c) => [[c.title, c.titleUr], ...pairs(c.body, c.bodyUr)]),
    ...data.organisation.flatMap((o) => [
      [o.streetAddress, o.streetAddressUr],
      [o.locality, o.localityUr],
      [o.region, o.regionUr],
      [o.supportHours, o.supportHoursUr],
    ]),
  ];
  expect(twins.filter(([english, text]) => !text || (!urdu.test(text) && text !== english))).toEqual([]);
  expect(twins.filter(([, text]) => text && !urdu.test(text)).length).toBeLessThan(40);
  for (const content of data.siteContent) {
    expect({ key: content.key, ids: (content.sectionsUr ?? []).map((s) => s.id) }).toEqual({
      key: content.key,
      ids: content.sections.map((s) => s.id),
    });
    expect(
      (content.sectionsUr ?? []).flatMap((s) => [s.heading, ...s.body]).filter((text) => !urdu.test(text)),
    ).toEqual([]);
  }
  for (const programme of data.programmes) expect(programme.outcomesUr).toHaveLength(programme.outcomes.length);
});
