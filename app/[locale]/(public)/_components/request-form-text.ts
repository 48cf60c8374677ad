// What a request form (support, scholarship) gets besides its own words (its catalogue namespace): its address and the
// words of the shared components it uses, in the page's language: the error summary's title, and on a page in another
// language than English the receipt's reference line, the message's character count and the phone field (their own
// English otherwise). These count and quote in the browser, so each sentence keeps its {mark} for the value they put in.
import 'server-only';
import type { CountText } from '@/components/ui/character-count';
import { phoneFieldText, type PhoneFieldText } from '@/lib/forms/phone-field-text';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

export interface RequestFormText {
  /** The form's address (its permalink without JavaScript). */
  path: string;
  errorSummaryTitle: string;
  reference?: string;
  count?: CountText;
  phoneField?: PhoneFieldText;
}

/** `path`: the form page's English path. */
export function requestFormText(locale: Locale, path: string): RequestFormText {
  const frame = { path: localePath(locale, path), errorSummaryTitle: translator(locale, 'forms')('errorSummaryTitle') };
  if (locale === 'en') return frame;
  const t = translator(locale, 'support');
  return {
    ...frame,
    reference: t('reference', { reference: '{reference}' }),
    count: {
      upTo: t('countUpTo', { limit: '{limit}' }),
      of: t('countOf', { length: '{length}', limit: '{limit}' }),
      over: t('countOver', { length: '{length}', limit: '{limit}', excess: '{excess}' }),
      tooMany: t('countTooMany', { count: '{count}' }),
      left: t('countLeft', { count: '{count}' }),
      withinAgain: t('countWithinAgain'),
      withinAgainLeft: t('countWithinAgainLeft', { count: '{count}' }),
    },
    phoneField: phoneFieldText(locale),
  };
}
