// next-intl's request configuration (next.config.ts names this file): getTranslations and NextIntlClientProvider in a
// server component find the catalogue here. The locale is the one a call names, else the route's [locale] root param;
// never a header or a cookie, so a cached page's render stays the same for every visitor.
import { getRequestConfig } from 'next-intl/server';
import { isLocale } from './locales';
import { requestLocale } from './request-locale';
import { catalogue, TIME_ZONE } from './translator';

export default getRequestConfig(async ({ locale }) => {
  const resolved = locale && isLocale(locale) ? locale : await requestLocale();
  return { locale: resolved, messages: catalogue(resolved), timeZone: TIME_ZONE };
});
