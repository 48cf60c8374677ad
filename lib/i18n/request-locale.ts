// The locale of the page being rendered, for the parts Next gives no params: not-found boundaries. The [locale]
// layout records it for its request (React's per-request cache, as next-intl's setRequestLocale does); anything
// rendered outside that layout is English.
import { cache } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales';

const current = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));

export const setRequestLocale = (locale: Locale) => {
  current().locale = locale;
};

export const requestLocale = (): Locale => current().locale;
