// Ages on the academy's calendar (Pakistan time), as the platform counts them.
const isoDateInPakistan = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Karachi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const todayInPakistan = (now = new Date()) => isoDateInPakistan.format(now);

/** Whole years between two YYYY-MM-DD dates. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = dateOfBirth.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
