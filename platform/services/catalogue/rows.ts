// Database rows shaped into the contract's types; the only place that knows both.
import type { InstructorSummary, Organisation, ProgrammeSummary, Term, TermStatus } from '@/contract';
import type { instructors, organisation, programmes, terms } from '../../db/schema';

type ProgrammeRow = typeof programmes.$inferSelect;
type InstructorRow = typeof instructors.$inferSelect;
type TermRow = typeof terms.$inferSelect;
type OrganisationRow = typeof organisation.$inferSelect;

export const toProgrammeSummary = (row: ProgrammeRow): ProgrammeSummary => ({
  slug: row.slug,
  title: row.title,
  tagline: row.tagline,
  level: row.level,
  mode: row.mode,
  durationWeeks: row.durationWeeks,
  semesterCount: row.semesterCount,
  pricePerSemester: { amountPaisa: row.pricePerSemesterPaisa, currency: 'PKR' },
  featured: row.featured,
  enrolmentOpen: row.enrolmentOpen,
});

export const toInstructorSummary = (row: InstructorRow): InstructorSummary => ({
  slug: row.slug,
  name: row.name,
  title: row.title,
  headline: row.headline,
  expertise: row.expertise,
  city: row.city,
});

/** Status depends on the day it is read, so it is computed here and never stored. */
function termStatus(row: Pick<TermRow, 'startsOn' | 'endsOn'>, today: string): TermStatus {
  if (row.endsOn < today) return 'past';
  if (row.startsOn > today) return 'upcoming';
  return 'current';
}

export const toTerm = (row: TermRow, today: string): Term => ({
  slug: row.slug,
  name: row.name,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  status: termStatus(row, today),
});

export const toOrganisation = (row: OrganisationRow): Organisation => ({
  name: row.name,
  legalName: row.legalName,
  registration: row.registration,
  taxNumber: row.taxNumber,
  address: {
    streetAddress: row.streetAddress,
    locality: row.locality,
    region: row.region,
    postalCode: row.postalCode,
    countryCode: row.countryCode,
  },
  phone: row.phone,
  email: row.email,
  supportHours: row.supportHours,
});
