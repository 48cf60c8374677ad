// Display formats: money in rupees (stored as integer paisa) and calendar dates, in English and Urdu.
// The site's one date format ("11 January 2027"). Fixed locale and time zone, so the server's HTML is the
// same on every machine.
// The money module alone: the contract's index would bring zod and every schema to the pages that format prices.
import { formatRupees } from '@/contract/money';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const isoDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Rs 85,000" — whole rupees unless there are paisa ("Rs 1.50"); the contract's one money format. */
export const formatPrice = formatRupees;

// Moments (payments, orders, submissions) in Pakistan's time, the same day format with the time after it; English and
// Urdu ("22 نومبر، 2026 کو 6:05 شام"). ur-PK's own 12-hour clock writes a Latin "AM"/"PM"; its day periods (صبح،
// دوپہر، سہ پہر، شام، رات) are how the time is said in Urdu.
const MOMENT_DAY_OPTIONS = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Karachi' } as const;
const MOMENT_OPTIONS = { ...MOMENT_DAY_OPTIONS, hour: 'numeric', minute: '2-digit' } as const;
const MOMENT_DAY = {
  en: new Intl.DateTimeFormat('en-PK', MOMENT_DAY_OPTIONS),
  ur: new Intl.DateTimeFormat('ur-PK', MOMENT_DAY_OPTIONS),
};
const MOMENT = {
  en: new Intl.DateTimeFormat('en-PK', MOMENT_OPTIONS),
  ur: new Intl.DateTimeFormat('ur-PK', { ...MOMENT_OPTIONS, dayPeriod: 'short' }),
};

/** "22 November 2026" for an instant (ISO timestamp), the day it was in Pakistan. */
export const formatMomentDate = (isoInstant: string): string => MOMENT_DAY.en.format(new Date(isoInstant));

/** "22 November 2026 at 6:05 pm" for an instant, in Pakistan's time. */
export const formatMoment = (isoInstant: string): string => MOMENT.en.format(new Date(isoInstant));

/** "11 January 2027" from an ISO date. */
export const formatDate = (isoDate: string): string => day.format(isoDay(isoDate));

// formatRange is slow (a measurable share of a dashboard render) and the same few term dates recur on every page.
const ranges = new Map<string, string>();

/** "11 January – 2 May 2027" style range of two ISO dates (inclusive). */
export function formatDateRange(startsOn: string, endsOn: string): string {
  const key = `${startsOn}/${endsOn}`;
  let range = ranges.get(key);
  if (range === undefined) {
    range = day.formatRange(isoDay(startsOn), isoDay(endsOn));
    if (ranges.size >= 1_000) ranges.clear();
    ranges.set(key, range);
  }
  return range;
}

// The same calendar dates in Urdu ("11 جنوری، 2027": Urdu month names, Latin digits as ur-PK writes them).
const urduDay = new Intl.DateTimeFormat('ur-PK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** formatDate in `locale`. */
export const formatDateIn = (locale: 'en' | 'ur', isoDate: string): string =>
  locale === 'en' ? formatDate(isoDate) : urduDay.format(isoDay(isoDate));

/** formatDateRange in `locale`. */
export const formatDateRangeIn = (locale: 'en' | 'ur', startsOn: string, endsOn: string): string =>
  locale === 'en' ? formatDateRange(startsOn, endsOn) : urduDay.formatRange(isoDay(startsOn), isoDay(endsOn));

/** formatMomentDate in `locale`. */
export const formatMomentDateIn = (locale: 'en' | 'ur', isoInstant: string): string =>
  MOMENT_DAY[locale].format(new Date(isoInstant));

/** formatMoment in `locale`. */
export const formatMomentIn = (locale: 'en' | 'ur', isoInstant: string): string =>
  MOMENT[locale].format(new Date(isoInstant));
