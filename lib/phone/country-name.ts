// A country's name: from the English table, else Intl.DisplayNames. Its own module, without libphonenumber-js, so
// the phone field's first paint can name the country before the field's code loads.
import type { CountryCode } from 'libphonenumber-js/max';
import { COUNTRY_NAMES_EN } from './country-names';

const namesCache = new Map<string, Intl.DisplayNames>();

export function countryName(code: string, locale = 'en'): string {
  const english = locale === 'en' ? COUNTRY_NAMES_EN[code as CountryCode] : undefined;
  if (english) return english;
  let names = namesCache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    namesCache.set(locale, names);
  }
  return names.of(code) ?? code;
}
