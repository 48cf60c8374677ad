import type { Instructor, Programme, Semester } from '@/contract';
import { breadcrumbJsonLd, courseJsonLd, organizationJsonLd, personJsonLd, serializeJsonLd } from './json-ld';

const SITE = 'https://learn.example.pk';

const instructor: Instructor = {
  slug: 'ayesha-khan',
  name: 'Ayesha Khan',
  title: 'Principal Engineer',
  headline: 'Builds payment systems',
  expertise: ['TypeScript', 'PostgreSQL'],
  city: 'Lahore',
  bio: 'Long bio',
  yearsExperience: 12,
  courses: [],
};

const semester = (number: number, status: Semester['status'], startsOn: string, endsOn: string): Semester => ({
  slug: `semester-${number}`,
  number,
  name: `Semester ${number}`,
  startsOn,
  endsOn,
  status,
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
  description: 'Long description',
  outcomes: ['Clean data', 'Train models'],
  courses: [],
  instructors: [instructor],
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
    url: 'https://learn.example.pk/',
    description: 'About us',
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

test('course has one instance per semester not yet over, with mode, schedule and the price in PKR', () => {
  const semesters = [
    semester(1, 'past', '2026-01-05', '2026-04-30'),
    semester(2, 'current', '2026-09-07', '2026-12-20'),
    semester(3, 'upcoming', '2027-02-01', '2027-05-30'),
  ];
  const course = courseJsonLd(programme, semesters, SITE);
  expect(course).toMatchObject({ '@type': 'Course', name: 'Data Science', url: 'https://learn.example.pk/data-science' });
  const instances = course.hasCourseInstance as Array<Record<string, unknown>>;
  expect(instances.map((i) => i.startDate)).toEqual(['2026-09-07', '2027-02-01']);
  expect(instances[0]).toMatchObject({
    '@type': 'CourseInstance',
    courseMode: 'Blended',
    courseSchedule: { '@type': 'Schedule', startDate: '2026-09-07', endDate: '2026-12-20', repeatFrequency: 'Weekly', repeatCount: 15 },
    instructor: [{ '@type': 'Person', name: 'Ayesha Khan' }],
  });
  expect(course.offers).toEqual([expect.objectContaining({ '@type': 'Offer', price: 85000.5, priceCurrency: 'PKR', category: 'Paid' })]);
});

test('when every semester is over the course still lists them, so the schedule is never empty', () => {
  const course = courseJsonLd({ ...programme, mode: 'online' }, [semester(1, 'past', '2025-01-06', '2025-05-02')], SITE);
  expect(course.hasCourseInstance).toEqual([expect.objectContaining({ courseMode: 'Online', startDate: '2025-01-06' })]);
});

test('breadcrumbs are numbered from 1 with absolute URLs', () => {
  expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Instructors', path: '/instructor' }], SITE).itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://learn.example.pk/' },
    { '@type': 'ListItem', position: 2, name: 'Instructors', item: 'https://learn.example.pk/instructor' },
  ]);
});
