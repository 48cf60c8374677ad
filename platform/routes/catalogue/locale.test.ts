// `?locale=ur`: the catalogue answers its Urdu text where there is one, the English where not, and names the fields
// that fell back so the page can mark them lang="en". Each test sets the Urdu it needs, so the demo's own Urdu (or
// its absence) does not decide the outcome.
import { eq } from 'drizzle-orm';
import {
  courseSchema,
  currentTermsSchema,
  faqSchema,
  instructorSchema,
  listOf,
  organisationSchema,
  programmeSchema,
  programmeSemesterSchema,
  siteContentSchema,
} from '@/contract';
import { courses, faq, instructors, organisation, programmeSemesters, programmes, siteContent } from '../../db/schema';
import { setUpTestPlatform } from '../../test/test-platform';
import { getJson, getProblem } from './test-requests';

const platform = setUpTestPlatform();
const db = () => platform.deps.db;

const PROGRAMME = 'data-science-and-analytics';

test('a programme asked in Urdu: its Urdu texts, and the fields without Urdu in English, named', async () => {
  await db()
    .update(programmes)
    .set({ titleUr: 'ڈیٹا سائنس اور تجزیہ', taglineUr: null, descriptionUr: 'تفصیل', outcomesUr: [] })
    .where(eq(programmes.slug, PROGRAMME));
  await db()
    .update(programmeSemesters)
    .set({ nameUr: 'بنیادیں' })
    .where(eq(programmeSemesters.programmeSlug, PROGRAMME));
  const [first] = await db().select().from(courses).where(eq(courses.programmeSlug, PROGRAMME)).limit(1);
  await db().update(courses).set({ titleUr: 'پہلا کورس', summaryUr: null }).where(eq(courses.slug, first!.slug));

  const urdu = await getJson(platform, `/programmes/${PROGRAMME}?locale=ur`, programmeSchema);
  expect(urdu.title).toBe('ڈیٹا سائنس اور تجزیہ');
  expect(urdu.description).toBe('تفصیل');
  // No Urdu tagline, and an empty list of outcomes is no translation either: both come in English.
  expect(urdu.tagline).toMatch(/[a-z]/);
  expect(urdu.outcomes.length).toBeGreaterThan(0);
  expect(urdu.untranslated.sort()).toEqual(['outcomes', 'tagline']);
  expect(urdu.semesters[0]).toEqual({ number: 1, name: 'بنیادیں', untranslated: [] });
  const course = urdu.courses.find((c) => c.slug === first!.slug);
  expect(course).toMatchObject({ title: 'پہلا کورس', summary: first!.summary, untranslated: ['summary'] });

  const english = await getJson(platform, `/programmes/${PROGRAMME}`, programmeSchema);
  expect([english.title, english.untranslated]).toEqual(['Data Science and Analytics', []]);
  expect(english.semesters[0]).toEqual({ number: 1, name: 'Foundations', untranslated: [] });
  expect(await getJson(platform, `/programmes/${PROGRAMME}?locale=en`, programmeSchema)).toEqual(english);

  const list = await getJson(
    platform,
    '/programmes?locale=ur',
    listOf(programmeSchema.pick({ slug: true, title: true })),
  );
  expect(list.items.find((p) => p.slug === PROGRAMME)?.title).toBe('ڈیٹا سائنس اور تجزیہ');
  const listed = await getJson(platform, `/courses?locale=ur&programme=${PROGRAMME}`, listOf(courseSchema));
  expect(listed.items.find((c) => c.slug === first!.slug)?.title).toBe('پہلا کورس');
  const stages = await getJson(
    platform,
    `/semesters?locale=ur&programme=${PROGRAMME}`,
    listOf(programmeSemesterSchema),
  );
  expect(stages.items.map((s) => s.name)).toEqual(stages.items.map(() => 'بنیادیں'));
});

test('an instructor in Urdu, with the courses they teach', async () => {
  const [teacher] = await db().select().from(instructors).limit(1);
  await db()
    .update(instructors)
    .set({ titleUr: 'استاد', headlineUr: 'سرخی', bioUr: null, cityUr: 'لاہور', expertiseUr: ['ڈیٹا'] })
    .where(eq(instructors.slug, teacher!.slug));
  const urdu = await getJson(platform, `/instructors/${teacher!.slug}?locale=ur`, instructorSchema);
  expect(urdu).toMatchObject({ name: teacher!.name, title: 'استاد', city: 'لاہور', expertise: ['ڈیٹا'] });
  expect([urdu.bio, urdu.untranslated]).toEqual([teacher!.bio, ['bio']]);
  expect(urdu.courses.every((c) => Array.isArray(c.untranslated))).toBe(true);
});

test('site content: each section in Urdu where it has a twin of the same id, in English where not', async () => {
  const [terms] = await db().select().from(siteContent).where(eq(siteContent.key, 'terms'));
  const [translated, ...rest] = terms!.sections;
  await db()
    .update(siteContent)
    .set({ titleUr: 'استعمال کی شرائط', bodyUr: null, sectionsUr: [{ ...translated!, heading: 'حصہ', body: ['متن'] }] })
    .where(eq(siteContent.key, 'terms'));
  const urdu = await getJson(platform, '/content/terms?locale=ur', siteContentSchema);
  expect([urdu.title, urdu.body, urdu.untranslated]).toEqual(['استعمال کی شرائط', terms!.body, ['body']]);
  expect(urdu.sections[0]).toEqual({ id: translated!.id, heading: 'حصہ', body: ['متن'], untranslated: [] });
  expect(urdu.sections.slice(1)).toEqual(rest.map((section) => ({ ...section, untranslated: ['heading', 'body'] })));
});

test('the FAQ in Urdu fills in the payment methods in Urdu, and in English where the answer is still English', async () => {
  await db()
    .update(faq)
    .set({ questionUr: 'ادائیگی کیسے کریں؟', answerUr: '{payment methods}' })
    .where(eq(faq.id, 'which-payment-methods'));
  await db().update(faq).set({ questionUr: null, answerUr: null }).where(eq(faq.id, 'how-are-fees-charged'));
  const { items } = await getJson(platform, '/faq?locale=ur&topic=payments', listOf(faqSchema));
  const methods = items.find((item) => item.id === 'which-payment-methods');
  expect(methods).toMatchObject({ question: 'ادائیگی کیسے کریں؟', untranslated: [] });
  expect(methods?.answer).toMatch(/^آپ .*سے ادائیگی کر سکتے ہیں۔$/);
  expect(methods?.answer).not.toMatch(/[A-Za-z]/);
  expect(items.find((item) => item.id === 'how-are-fees-charged')?.untranslated).toEqual(['question', 'answer']);
});

test('the organisation and the calendar in Urdu', async () => {
  await db().update(organisation).set({ supportHoursUr: 'پیر تا ہفتہ', localityUr: null });
  const org = await getJson(platform, '/organisation?locale=ur', organisationSchema);
  expect(org.supportHours).toBe('پیر تا ہفتہ');
  expect(org.untranslated).toContain('locality');
  expect(org.untranslated).not.toContain('supportHours');
  const terms = await getJson(platform, '/terms/current?locale=ur', currentTermsSchema);
  expect(terms.next?.untranslated).toEqual(expect.any(Array));
});

test('a language other than en or ur is a 400 naming locale, on every catalogue read', async () => {
  for (const path of [
    '/programmes?locale=fr',
    `/programmes/${PROGRAMME}?locale=UR`,
    '/courses?locale=',
    '/instructors?locale=de',
    '/semesters?locale=fr',
    '/terms?locale=fr',
    '/terms/current?locale=fr',
    '/faq?locale=fr',
    '/content/about?locale=fr',
    '/organisation?locale=fr',
  ]) {
    const problem = await getProblem(platform, path, 400);
    expect({ path, fields: Object.keys(problem.errors ?? {}) }).toEqual({ path, fields: ['locale'] });
  }
});
