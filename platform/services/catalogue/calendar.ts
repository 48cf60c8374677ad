// Calendar dates as ISO strings (YYYY-MM-DD): semester boundaries are whole days in Pakistan time.

/** The academic calendar runs on Pakistan Standard Time (UTC+5, no daylight saving). */
const ACADEMIC_TIME_ZONE = 'Asia/Karachi';

const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACADEMIC_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Pakistan at the given instant. */
export const academicDate = (instant: Date): string => isoDateFormat.format(instant);

const toUtcMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export function addDays(isoDate: string, days: number): string {
  const date = toUtcMidnight(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The n-th Monday (1-based) of a month; month is 1–12. */
export function nthMonday(year: number, month: number, n: number): string {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const firstMonday = addDays(first, (8 - toUtcMidnight(first).getUTCDay()) % 7);
  return addDays(firstMonday, (n - 1) * 7);
}
