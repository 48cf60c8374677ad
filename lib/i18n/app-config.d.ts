// next-intl's typed messages and locales: a key that the English catalogue lacks fails `tsc` wherever
// next-intl's own hooks (useTranslations, getTranslations) are used.
import type { Locale } from './locales';
import type { Messages } from './translator';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
