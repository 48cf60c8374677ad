// The phone field's words for a page in `locale`: nothing for English (the field's own), else its labels and its
// messages from the `phone` catalogue, as strings for the browser.
import 'server-only';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import type { PhoneMessages } from '@/lib/phone/constants';

export interface PhoneFieldText {
  /** The country button's label, with {label} where the field's label goes. */
  countryCodeFor: string;
  noCountry: string;
  /** The input's placeholder; the seed's English one (lib/phone/constants.ts) when left out. */
  placeholder?: string;
  /** The live field's messages; English (lib/phone/constants.ts) when left out. */
  messages?: PhoneMessages;
}

export function phoneFieldText(locale: Locale): PhoneFieldText | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  const t = translator(locale, 'phone');
  return {
    countryCodeFor: t('countryCodeFor', { label: '{label}' }),
    noCountry: t('noCountry'),
    placeholder: t('placeholder'),
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
