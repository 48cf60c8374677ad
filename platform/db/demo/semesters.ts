// Demo semesters, dated from the day the demo data is inserted so a fresh database always has a current and a next one.
import type { semesters } from '../schema';
import { academicDate, addDays, mondayOnOrBefore } from '../../services/catalogue/calendar';

type SemesterRow = typeof semesters.$inferInsert;

/** 16 teaching weeks and an examination week; terms follow each other without a gap. */
export const TERM_DAYS = 17 * 7;
/** The current term started on a Monday two to three weeks before the seeding day. */
const STARTED_DAYS_AGO = 14;

const names = ['Semester 1: Foundations', 'Semester 2: Core Skills', 'Semester 3: Specialisation and Capstone'];

export function demoSemesters(seededAt: Date): SemesterRow[] {
  const firstStart = mondayOnOrBefore(addDays(academicDate(seededAt), -STARTED_DAYS_AGO));
  return names.map((name, index) => {
    const startsOn = addDays(firstStart, index * TERM_DAYS);
    return { number: index + 1, slug: `semester-${index + 1}`, name, startsOn, endsOn: addDays(startsOn, TERM_DAYS - 1) };
  });
}
