// The language a public read asks the platform for (?locale=ur). English sends none: the platform's default, so English
// pages ask exactly what they asked before the catalogue had Urdu.
import type { Locale } from '@/lib/i18n/locales';

export const localeQuery = (locale: Locale): { locale?: Locale } => (locale === 'en' ? {} : { locale });
