// A day as the contract's English sentences write it: "11 January 2027". A client that shows such a sentence in
// another language reads the day back with dayOfSpelledDate and writes it its own way, so the two directions live
// together here and cannot drift apart.

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1)),
);

/** YYYY-MM-DD as "11 January 2027". */
export const spelledDate = (isoDate: string): string => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/** "11 January 2027" as YYYY-MM-DD; null for anything else, a day that does not exist ("31 February 2027") too. */
export function dayOfSpelledDate(text: string): string | null {
  const [, day, month, year] = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(text) ?? [];
  const index = MONTHS.indexOf(month ?? '');
  if (!day || !year || index < 0) return null;
  const isoDate = `${year}-${String(index + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return spelledDate(isoDate) === text ? isoDate : null;
}
