// A date of birth as a person types it. Pakistan writes dates day first (21/03/2007); a browser's own date field
// follows the browser's language instead (12041998 typed into an en-US browser became 4 December), so the forms take
// text in one stated order, day/month/year, and read it here: with /, - or . between the parts, or as eight digits,
// or as ISO (2007-03-21, what a date picker or the API sends). The platform keeps ISO dates.

/** The message at the field when the text is no such date (messages/*.json `platformText.dateOfBirthFormat`). */
export const DAY_MONTH_YEAR = 'Enter your date of birth as day/month/year, for example 21/03/2007.';

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const EIGHT_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO date (YYYY-MM-DD) the text names, or null when it names none (31/02/2007 names none). */
export function dayMonthYear(text: string): string | null {
  const typed = text.trim();
  const iso = ISO.exec(typed);
  const parts = iso ? [iso[3], iso[2], iso[1]] : (DAY_FIRST.exec(typed) ?? EIGHT_DIGITS.exec(typed))?.slice(1);
  if (!parts) return null;
  const [day, month, year] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
