// next-intl's typed messages and locales (its documented global.d.ts): a key that the English catalogue lacks fails
// `tsc` wherever next-intl's own hooks and functions (useTranslations, getTranslations, createTranslator) are used.
import type { Locale } from './lib/i18n/locales';
import type { Messages } from './lib/i18n/translator';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
