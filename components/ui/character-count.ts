// What a length-limited text field says about its length: the limit before typing, the count while typing, and,
// for screen readers, a word only when the count crosses into the last tenth or past the limit (not per keystroke).
// Counts are whole numbers of 0 or more, grouped by thousands as Intl.NumberFormat('en') writes them ("2,000"). Not
// Intl itself: the first Intl object a page makes loads the browser's locale data, 10-14 ms per load of a form page
// with a count (a CPU profile of /support), and no other code on those pages needs it.
const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');
const characters = (count: number) => `${grouped(count)} character${count === 1 ? '' : 's'}`;

export type LengthZone = 'within' | 'near' | 'over';

export const lengthZone = (length: number, limit: number): LengthZone =>
  length > limit ? 'over' : limit - length <= Math.max(1, Math.floor(limit / 10)) ? 'near' : 'within';

/**
 * The count's words for a page in another language than English ({limit}, {length}, {excess}, {count} filled in
 * here): the browser gets strings, never a catalogue.
 */
export interface CountText {
  upTo: string;
  of: string;
  over: string;
  tooMany: string;
  left: string;
  withinAgain: string;
  withinAgainLeft: string;
}

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : grouped(values[name])));

/** The visible line: the limit until the first keystroke, then the count against it. */
export function lengthHint(length: number | null, limit: number, text?: CountText): string {
  if (text)
    return length === null
      ? fill(text.upTo, { limit })
      : fill(length > limit ? text.over : text.of, { length, limit, excess: length - limit });
  if (length === null) return `Up to ${grouped(limit)} characters.`;
  const count = `${grouped(length)} of ${grouped(limit)} characters`;
  return length > limit ? `${count}: ${grouped(length - limit)} too many. Shorten it before sending.` : `${count}.`;
}

/** What the polite live region says when the zone changes ('' when nothing is worth saying). */
export function zoneAnnouncement(
  zone: LengthZone,
  previous: LengthZone,
  length: number,
  limit: number,
  text?: CountText,
): string {
  if (zone === previous) return '';
  if (text) {
    if (zone === 'over') return fill(text.tooMany, { count: length - limit });
    if (zone === 'near') return fill(previous === 'over' ? text.withinAgainLeft : text.left, { count: limit - length });
    return previous === 'over' ? text.withinAgain : '';
  }
  if (zone === 'over') return `${characters(length - limit)} too many.`;
  if (zone === 'near')
    return `${previous === 'over' ? 'Within the limit again: ' : ''}${characters(limit - length)} left.`;
  return previous === 'over' ? 'Within the limit again.' : '';
}
