// The browser's own checks speak the contract's English; an Urdu page shows each from a table the server made. The
// too-young message names the day the learner turns 16, which no table can list: it comes as a template to fill.
import { ageProblem, dayMonthYear, oldEnoughOn } from '@/contract';
import { formatDateIn } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';

/** The key under which the table carries the too-young message, with {birthday} for the day to fill in. */
export const TOO_YOUNG_TEMPLATE = '{tooYoung}';

/** One check's message in the page's language: from the table, the too-young template, or as it came. */
export function checkMessageIn(
  locale: Locale,
  table: Record<string, string> | undefined,
  message: string,
  { dateOfBirth, intakeStartsOn }: { dateOfBirth?: string; intakeStartsOn: string | null },
): string {
  const known = table?.[message];
  if (known !== undefined) return known;
  const template = table?.[TOO_YOUNG_TEMPLATE];
  const birth = dateOfBirth ? dayMonthYear(dateOfBirth) : null;
  if (template && birth && intakeStartsOn && message === ageProblem(birth, intakeStartsOn))
    return template.replace('{birthday}', formatDateIn(locale, oldEnoughOn(birth)));
  return message;
}
