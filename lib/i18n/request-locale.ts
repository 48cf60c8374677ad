// The locale of the page being rendered, for the parts Next gives no params: not-found boundaries, and messages
// shared by pages that do not pass theirs down. `locale` is a root param (app/[locale]/layout.tsx is the root
// layout), so Next hands it to any server component of the request, whatever order React renders them in and
// whether or not the layout renders again (a client navigation renders only the segments below the one kept).
import { locale } from 'next/root-params';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export async function requestLocale(): Promise<Locale> {
  const value: unknown = await locale();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
