import type { Instructor, Programme, Term } from '@/contract';
import {
  breadcrumbJsonLd,
  courseJsonLd,
  organizationJsonLd,
  personJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from './json-ld';

const SITE = 'https://learn.example.pk';

const instructor: Instructor = {
  slug: 'ayesha-khan',
  name: 'Ayesha Khan',
  title: 'Principal Engineer',
  headline: 'Builds payment systems',
  expertise: ['TypeScript', 'PostgreSQL'],
  city: 'Lahore',
  bio: 'Long bio',
  hasPhoto: false,
  yearsExperience: 12,
  courses: [],
  untranslated: [],
};

const term = (name: string, startsOn: string, endsOn: string): Term => ({
  slug: name.toLowerCase().replace(' ', '-'),
  name,
  startsOn,
  endsOn,
  status: 'upcoming',
  untranslated: [],
});

const programme: Programme = {
  slug: 'data-science',
  title: 'Data Science',
  tagline: 'From spreadsheets to models.',
  level: 'diploma',
  mode: 'hybrid',
  durationWeeks: 48,
  semesterCount: 3,
  pricePerSemester: { amountPaisa: 8_500_050, currency: 'PKR' },
  featured: true,
  enrolmentOpen: true,
  description: 'Long description',
  outcomes: ['Clean data', 'Train models'],
  semesters: [
    { number: 1, name: 'Foundations', untranslated: [] },
    { number: 2, name: 'Core Skills', untranslated: [] },
    { number: 3, name: 'Capstone', untranslated: [] },
  ],
  courses: [],
  instructors: [instructor],
  untranslated: [],
};

test('serialized JSON-LD cannot close its script tag and still parses to the same data', () => {
  const data = organizationJsonLd(SITE, 'We teach </script><script>alert(1)</script>');
  const text = serializeJsonLd(data);
  expect(text).not.toContain('<');
  expect(JSON.parse(text)).toEqual(data);
});

test('organization names the site and its origin', () => {
  expect(organizationJsonLd(SITE, 'About us')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Learner Portal',
    url: 'https://learn.example.pk',
    description: 'About us',
  });
});

test('organization with its details carries the legal name, postal address, phone and e-mail', () => {
  const organisation = {
    name: 'Learner Portal',
    legalName: 'Learner Portal Education (Private) Limited',
    registration: 'SECP 0187342',
    taxNumber: null,
    address: {
      streetAddress: '72 Main Boulevard',
      locality: 'Lahore',
      region: 'Punjab',
      postalCode: '54660',
      countryCode: 'PK',
    },
    phone: '+924235781200',
    email: 'support@learnerportal.pk',
    supportHours: 'Monday to Saturday',
    untranslated: [],
  };
  expect(organizationJsonLd(SITE, 'About us', organisation)).toMatchObject({
    legalName: 'Learner Portal Education (Private) Limited',
    telephone: '+924235781200',
    email: 'support@learnerportal.pk',
    address: { '@type': 'PostalAddress', addressLocality: 'Lahore', postalCode: '54660', addressCountry: 'PK' },
  });
});

test('person carries the profile URL, job title, expertise and city', () => {
  expect(personJsonLd(instructor, SITE)).toMatchObject({
    '@type': 'Person',
    name: 'Ayesha Khan',
    jobTitle: 'Principal Engineer',
    url: 'https://learn.example.pk/instructors/ayesha-khan',
    knowsAbout: ['TypeScript', 'PostgreSQL'],
    address: { addressLocality: 'Lahore', addressCountry: 'PK' },
  });
});

test('course has one instance per upcoming intake through its last semester, with mode, schedule and the price in PKR', () => {
  const terms = [
    term('Spring 2027', '2027-01-11', '2027-05-02'),
    term('Summer 2027', '2027-05-10', '2027-08-29'),
    term('Autumn 2027', '2027-09-13', '2028-01-02'),
    term('Spring 2028', '2028-01-10', '2028-04-30'),
    term('Summer 2028', '2028-05-08', '2028-08-27'),
  ];
  const course = courseJsonLd(programme, terms, SITE);
  expect(course).toMatchObject({
    '@type': 'Course',
    name: 'Data Science',
    url: 'https://learn.example.pk/data-science',
  });
  const instances = course.hasCourseInstance as Array<Record<string, unknown>>;
  expect(instances.map((i) => [i.startDate, i.endDate])).toEqual([
    ['2027-01-11', '2028-01-02'],
    ['2027-05-10', '2028-04-30'],
    ['2027-09-13', '2028-08-27'],
  ]);
  expect(instances[0]).toMatchObject({
    '@type': 'CourseInstance',
    name: 'Data Science, Spring 2027 intake',
    courseMode: 'Blended',
    courseSchedule: { '@type': 'Schedule', startDate: '2027-01-11', repeatFrequency: 'Weekly', repeatCount: 48 },
    instructor: [{ '@type': 'Person', name: 'Ayesha Khan' }],
  });
  expect(course.offers).toEqual([
    expect.objectContaining({
      '@type': 'Offer',
      price: 85000.5,
      priceCurrency: 'PKR',
      category: 'Paid',
      availability: 'https://schema.org/InStock',
    }),
  ]);
});

test('a course says the language it is taught and described in', () => {
  expect(courseJsonLd(programme, [term('Spring 2027', '2027-01-11', '2027-05-02')], SITE)).toMatchObject({
    '@type': 'Course',
    inLanguage: 'en',
  });
});

test('a programme closed for enrolment offers no intake and its price as out of stock', () => {
  const course = courseJsonLd(
    { ...programme, enrolmentOpen: false },
    [term('Spring 2027', '2027-01-11', '2027-05-02')],
    SITE,
  );
  expect(course.hasCourseInstance).toEqual([]);
  expect(course.offers).toEqual([
    expect.objectContaining({ price: 85000.5, availability: 'https://schema.org/OutOfStock' }),
  ]);
});

test('an open programme with no intake on the calendar offers its price as out of stock', () => {
  const course = courseJsonLd(programme, [], SITE);
  expect(course.hasCourseInstance).toEqual([]);
  expect(course.offers).toEqual([expect.objectContaining({ availability: 'https://schema.org/OutOfStock' })]);
});

test('an intake whose last semester is beyond the published calendar has no end date', () => {
  const course = courseJsonLd(
    { ...programme, mode: 'online' },
    [term('Spring 2027', '2027-01-11', '2027-05-02')],
    SITE,
  );
  expect(course.hasCourseInstance).toEqual([
    expect.objectContaining({ courseMode: 'Online', startDate: '2027-01-11' }),
  ]);
  expect((course.hasCourseInstance as Array<Record<string, unknown>>)[0]).not.toHaveProperty('endDate');
});

test('breadcrumbs are numbered from 1 with absolute URLs', () => {
  expect(
    breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Instructors', path: '/instructor' },
      ],
      SITE,
    ).breadcrumb,
  ).toHaveProperty('itemListElement', [
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://learn.example.pk' },
    { '@type': 'ListItem', position: 2, name: 'Instructors', item: 'https://learn.example.pk/instructor' },
  ]);
});

test('the trail sits in a WebPage that says its language: the last crumb is the page', () => {
  expect(
    breadcrumbJsonLd(
      [
        { name: 'ہوم', path: '/ur' },
        { name: 'اساتذہ', path: '/ur/instructor' },
      ],
      SITE,
      'ur',
    ),
  ).toMatchObject({
    '@type': 'WebPage',
    name: 'اساتذہ',
    url: 'https://learn.example.pk/ur/instructor',
    inLanguage: 'ur',
    breadcrumb: { '@type': 'BreadcrumbList' },
  });
  expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }], SITE)).toHaveProperty('inLanguage', 'en');
});

test('the home page is the WebSite, at the address and in the language of the page', () => {
  expect(websiteJsonLd(SITE, 'ur')).toMatchObject({
    '@type': 'WebSite',
    url: 'https://learn.example.pk/ur',
    inLanguage: 'ur',
  });
  expect(websiteJsonLd(SITE)).toMatchObject({ url: 'https://learn.example.pk', inLanguage: 'en' });
});
