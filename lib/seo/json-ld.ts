// schema.org JSON-LD builders for the public pages. Pure functions of contract data and the site origin,
// so they are unit-tested and the pages only place the result in a script tag.
import type { Instructor, Programme, Semester } from '@/contract';
import { SITE_NAME } from './site';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).toString();

const organizationRef = (siteUrl: string) => ({ '@type': 'Organization', name: SITE_NAME, url: absolute('/', siteUrl) });

/** Serialized for a <script type="application/ld+json">: `<` is escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function organizationJsonLd(siteUrl: string, description: string): JsonLd {
  return { '@context': 'https://schema.org', ...organizationRef(siteUrl), description };
}

export function personJsonLd(instructor: Instructor, siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: instructor.name,
    jobTitle: instructor.title,
    description: instructor.headline,
    url: absolute(`/instructors/${instructor.slug}`, siteUrl),
    knowsAbout: instructor.expertise,
    address: { '@type': 'PostalAddress', addressLocality: instructor.city, addressCountry: 'PK' },
    worksFor: organizationRef(siteUrl),
  };
}

const COURSE_MODE: Record<Programme['mode'], string> = { online: 'Online', hybrid: 'Blended' };

const DAY_MS = 86_400_000;

/** A programme as a Course: one CourseInstance per semester that has not ended, and its price per semester. */
export function courseJsonLd(programme: Programme, semesters: readonly Semester[], siteUrl: string): JsonLd {
  const url = absolute(`/${programme.slug}`, siteUrl);
  const open = semesters.filter((semester) => semester.status !== 'past');
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: programme.title,
    description: programme.tagline,
    url,
    provider: organizationRef(siteUrl),
    educationalLevel: programme.level,
    teaches: programme.outcomes,
    hasCourseInstance: (open.length > 0 ? open : semesters).map((semester) => ({
      '@type': 'CourseInstance',
      name: `${programme.title} — ${semester.name}`,
      courseMode: COURSE_MODE[programme.mode],
      startDate: semester.startsOn,
      endDate: semester.endsOn,
      courseSchedule: {
        '@type': 'Schedule',
        startDate: semester.startsOn,
        endDate: semester.endsOn,
        repeatFrequency: 'Weekly',
        repeatCount: Math.max(1, Math.ceil((Date.parse(semester.endsOn) - Date.parse(semester.startsOn) + DAY_MS) / (7 * DAY_MS))),
      },
      instructor: programme.instructors.map((instructor) => ({
        '@type': 'Person',
        name: instructor.name,
        url: absolute(`/instructors/${instructor.slug}`, siteUrl),
      })),
    })),
    offers: [
      {
        '@type': 'Offer',
        category: 'Paid',
        description: 'Price per semester',
        price: programme.pricePerSemester.amountPaisa / 100,
        priceCurrency: programme.pricePerSemester.currency,
        url,
      },
    ],
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(trail: readonly Crumb[], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, siteUrl),
    })),
  };
}
