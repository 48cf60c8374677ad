// The language of the page being rendered, from its [locale] segment (the layout has already refused any other).
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export type LocaleParams = Promise<{ locale: string }>;

export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
