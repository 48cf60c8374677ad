// The hidden field that says which language a form was sent from, so it works as a plain post: the server action reads
// it (lib/forms/form-locale.ts) to answer in that language and to redirect within it. English pages send none: an
// action that finds no field answers in English.
import { DEFAULT_LOCALE, LOCALE_FIELD, type Locale } from '@/lib/i18n/locales';

export function LocaleField({ locale }: { locale: Locale }) {
  return locale === DEFAULT_LOCALE ? null : <input type="hidden" name={LOCALE_FIELD} value={locale} />;
}
