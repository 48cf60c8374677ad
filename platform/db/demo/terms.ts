// Demo academic calendar: three terms a year, each 15 teaching weeks and an examination week, starting
// on the second Monday of January (Spring), May (Summer) and September (Autumn), with a short break between.
// Dated around the seeding year so a fresh database always has past, current and upcoming terms.
import type { terms } from '../schema';
import { academicDate, addDays, nthMonday } from '../../services/catalogue/calendar';

type TermRow = typeof terms.$inferInsert;

const TERM_DAYS = 16 * 7;

const SEASONS = [
  { name: 'Spring', nameUr: 'بہار', month: 1 },
  { name: 'Summer', nameUr: 'گرما', month: 5 },
  { name: 'Autumn', nameUr: 'خزاں', month: 9 },
] as const;

/** Terms from the year before the seeding year to two years after it, in calendar order. */
export function demoTerms(seededAt: Date): TermRow[] {
  const year = Number(academicDate(seededAt).slice(0, 4));
  return [year - 1, year, year + 1, year + 2].flatMap((y) =>
    SEASONS.map(({ name, nameUr, month }) => {
      const startsOn = nthMonday(y, month, 2);
      return {
        slug: `${name.toLowerCase()}-${y}`,
        name: `${name} ${y}`,
        nameUr: `${nameUr} ${y}`,
        startsOn,
        endsOn: addDays(startsOn, TERM_DAYS - 1),
      };
    }),
  );
}
