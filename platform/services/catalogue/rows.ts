// Database rows shaped into the contract's types; the only place that knows both.
import type { InstructorSummary, Language, Organisation, ProgrammeSummary, Term, TermStatus } from '@/contract';
import type { instructors, organisation, programmes, terms } from '../../db/schema';
import { localise } from './localised';

type ProgrammeRow = typeof programmes.$inferSelect;
type InstructorRow = typeof instructors.$inferSelect;
type TermRow = typeof terms.$inferSelect;
type OrganisationRow = typeof organisation.$inferSelect;

export function toProgrammeSummary(row: ProgrammeRow, locale: Language = 'en'): ProgrammeSummary {
  const { texts, untranslated } = localise(locale, {
    title: [row.title, row.titleUr],
    tagline: [row.tagline, row.taglineUr],
  });
  return {
    slug: row.slug,
    ...texts,
    level: row.level,
    mode: row.mode,
    durationWeeks: row.durationWeeks,
    semesterCount: row.semesterCount,
    pricePerSemester: { amountPaisa: row.pricePerSemesterPaisa, currency: 'PKR' },
    featured: row.featured,
    enrolmentOpen: row.enrolmentOpen,
    untranslated,
  };
}

export function toInstructorSummary(row: InstructorRow, locale: Language = 'en'): InstructorSummary {
  const { texts, untranslated } = localise(locale, {
    title: [row.title, row.titleUr],
    headline: [row.headline, row.headlineUr],
    expertise: [row.expertise, row.expertiseUr],
    city: [row.city, row.cityUr],
  });
  return { slug: row.slug, name: row.name, ...texts, untranslated };
}

/** Status depends on the day it is read, so it is computed here and never stored. */
function termStatus(row: Pick<TermRow, 'startsOn' | 'endsOn'>, today: string): TermStatus {
  if (row.endsOn < today) return 'past';
  if (row.startsOn > today) return 'upcoming';
  return 'current';
}

export function toTerm(row: TermRow, today: string, locale: Language = 'en'): Term {
  const { texts, untranslated } = localise(locale, { name: [row.name, row.nameUr] });
  return {
    slug: row.slug,
    name: texts.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    status: termStatus(row, today),
    untranslated,
  };
}

export function toOrganisation(row: OrganisationRow, locale: Language = 'en'): Organisation {
  const { texts, untranslated } = localise(locale, {
    streetAddress: [row.streetAddress, row.streetAddressUr],
    locality: [row.locality, row.localityUr],
    region: [row.region, row.regionUr],
    supportHours: [row.supportHours, row.supportHoursUr],
  });
  return {
    name: row.name,
    legalName: row.legalName,
    registration: row.registration,
    taxNumber: row.taxNumber,
    address: {
      streetAddress: texts.streetAddress,
      locality: texts.locality,
      region: texts.region,
      postalCode: row.postalCode,
      countryCode: row.countryCode,
    },
    phone: row.phone,
    email: row.email,
    supportHours: texts.supportHours,
    untranslated,
  };
}
