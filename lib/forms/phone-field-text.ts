// The phone field's words for a page in `locale`: nothing for English (the field's own), else its labels and its
// messages from the `phone` catalogue, as strings for the browser.
import 'server-only';
import type { PhoneFieldText } from '@/components/phone-field/phone-field-text';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

export function phoneFieldText(locale: Locale): PhoneFieldText | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  const t = translator(locale, 'phone');
  return {
    countryCodeFor: t('countryCodeFor', { label: '{label}' }),
    noCountry: t('noCountry'),
    messages: {
      'not-a-number': t('notANumber'),
      'too-short': t('tooShort'),
      'too-long': t('tooLong'),
      'invalid-country': t('invalidCountry'),
      'invalid-number': t('invalidNumber'),
      'invalid-number-in': t('invalidNumberIn', { country: '{country}' }),
    },
  };
}
