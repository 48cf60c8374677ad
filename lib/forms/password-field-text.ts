// The new-password field's words for a page in `locale`: nothing for English (the field's own), else the rule, the
// length count and the Urdu of each sentence zxcvbn-ts may advise, so the live judgement reads in the page's language.
import 'server-only';
import { PASSWORD_MIN_LENGTH } from '@/contract/password-rule';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { passwordAdviceTable } from '@/lib/i18n/platform-text';
import { translator } from '@/lib/i18n/translator';

/** The field's words in another language than English (components/ui/new-password-field.tsx shows them). */
export interface PasswordFieldText {
  rule: string;
  /** What the length alone says, with `{count}` where the number typed so far goes. */
  lengthVerdict: string;
  strong: string;
  /** zxcvbn-ts's English advice, sentence by sentence, in this language. */
  advice: Record<string, string>;
}

export function passwordFieldText(locale: Locale): PasswordFieldText | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  const t = translator(locale, 'forms');
  return {
    rule: t('passwordRule', { min: PASSWORD_MIN_LENGTH }),
    lengthVerdict: t('lengthVerdict', { min: PASSWORD_MIN_LENGTH, count: '{count}' }),
    strong: t('strongEnough'),
    advice: passwordAdviceTable(locale) ?? {},
  };
}
