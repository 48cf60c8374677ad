// schema.org JSON-LD builders for the public pages. Pure functions of contract data and the site origin,
// so they are unit-tested and the pages only place the result in a script tag.
import type { Instructor, Organisation, Programme, Term } from '@/contract';
import { enrolmentState } from '../checkout/enrolment-state';
import { absoluteUrl as absolute } from './absolute-url';
import { SITE_NAME } from './site';
import type { Locale } from '@/lib/i18n/locales';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const organizationRef = (siteUrl: string) => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: absolute('/', siteUrl),
});

/** Serialized for a <script type="application/ld+json">: `<` is escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The organisation; with its details (when entered) its legal name, address, phone and e-mail. */
export function organizationJsonLd(siteUrl: string, description: string, organisation?: Organisation | null): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...organizationRef(siteUrl),
    description,
    ...(organisation
      ? {
          legalName: organisation.legalName,
          telephone: organisation.phone,
          email: organisation.email,
          address: {
            '@type': 'PostalAddress',
            streetAddress: organisation.address.streetAddress,
            addressLocality: organisation.address.locality,
            addressRegion: organisation.address.region,
            postalCode: organisation.address.postalCode,
            addressCountry: organisation.address.countryCode,
          },
        }
      : {}),
  };
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

/** How many upcoming intakes the Course lists. */
const LISTED_INTAKES = 3;

/**
 * InStock while /checkout would sell it (lib/checkout/enrolment-state.ts); OutOfStock, not Discontinued, for a
 * closed programme or one with no intake yet, as either may open again.
 */
const availability = (open: boolean) => (open ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

/**
 * A programme as a Course: one CourseInstance per upcoming intake (a term a new learner can start in),
 * running through its semesters in consecutive terms, and its price per semester. A programme closed for
 * enrolment lists no intake, as nobody can start in one.
 */
export function courseJsonLd(programme: Programme, upcomingTerms: readonly Term[], siteUrl: string): JsonLd {
  const url = absolute(`/${programme.slug}`, siteUrl);
  const open = enrolmentState(programme, upcomingTerms[0]) === 'open';
  const intakes = open ? upcomingTerms.slice(0, LISTED_INTAKES) : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: programme.title,
    description: programme.tagline,
    // Taught, and described by the platform, in English: an Urdu page that shows it says so too (lang="en").
    inLanguage: 'en',
    url,
    provider: organizationRef(siteUrl),
    educationalLevel: programme.level,
    teaches: programme.outcomes,
    hasCourseInstance: intakes.map((intake, index) => {
      const last = upcomingTerms[index + programme.semesterCount - 1];
      return {
        '@type': 'CourseInstance',
        name: `${programme.title}, ${intake.name} intake`,
        courseMode: COURSE_MODE[programme.mode],
        startDate: intake.startsOn,
        ...(last ? { endDate: last.endsOn } : {}),
        courseSchedule: {
          '@type': 'Schedule',
          startDate: intake.startsOn,
          repeatFrequency: 'Weekly',
          repeatCount: programme.durationWeeks,
        },
        instructor: programme.instructors.map((instructor) => ({
          '@type': 'Person',
          name: instructor.name,
          url: absolute(`/instructors/${instructor.slug}`, siteUrl),
        })),
      };
    }),
    offers: [
      {
        '@type': 'Offer',
        category: 'Paid',
        description: 'Price per semester',
        price: programme.pricePerSemester.amountPaisa / 100,
        priceCurrency: programme.pricePerSemester.currency,
        availability: availability(open),
        url,
      },
    ],
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** The home page in `locale` as the site's WebSite: its name, its address in that language, the publisher. */
export function websiteJsonLd(siteUrl: string, locale: Locale = 'en'): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absolute(locale === 'en' ? '/' : `/${locale}`, siteUrl),
    inLanguage: locale,
    publisher: organizationRef(siteUrl),
  };
}

/**
 * The page below the home page (the trail's last crumb) as a WebPage in `locale`, its BreadcrumbList inside: so a
 * crawler is told each language's page is in that language (inLanguage), beside its hreflang alternates.
 */
export function breadcrumbJsonLd(trail: readonly Crumb[], siteUrl: string, locale: Locale = 'en'): JsonLd {
  const page = trail.at(-1);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    ...(page ? { name: page.name, url: absolute(page.path, siteUrl) } : {}),
    inLanguage: locale,
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absolute(crumb.path, siteUrl),
      })),
    },
  };
}
