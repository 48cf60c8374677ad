// The privacy policy's list of cookies, drawn from the definitions the code sets them with (lib/session/cookie-definitions).
// The portal's own words, so in the page's language: each purpose is in the catalogues by the cookie's name (the
// English ones the same as the definitions', which a test keeps in step).
import { COOKIE_DEFINITIONS } from '@/lib/session/cookie-definitions';
import { contentLang, type Locale } from '@/lib/i18n/locales';
import { translator, type Messages } from '@/lib/i18n/translator';
import { Table } from '@/components/ui/table';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

type CookieName = keyof Messages['siteContent']['purposes'];

/** "30 days", "1 hour", "10 minutes" (in Urdu "30 دن", "1 گھنٹہ", "10 منٹ"). */
export function lifetime(seconds: number, locale: Locale = 'en'): string {
  const t = translator(locale, 'siteContent');
  if (seconds % DAY === 0) return t('days', { count: seconds / DAY });
  if (seconds % HOUR === 0) return t('hours', { count: seconds / HOUR });
  return t('minutes', { count: Math.round(seconds / MINUTE) });
}

/** What a cookie is for, in `locale`. */
export function cookiePurpose(name: string, locale: Locale): string {
  return translator(locale, 'siteContent')(`purposes.${name as CookieName}`);
}

export function CookieTable({ locale = 'en' }: { locale?: Locale }) {
  const t = translator(locale, 'siteContent');
  return (
    <Table
      caption={t('cookieCaption')}
      columns={[t('cookieName'), t('cookiePurpose'), t('cookieKeptFor'), t('cookieReadable')]}
      stackOnPhone
      rows={COOKIE_DEFINITIONS.map((cookie) => ({
        key: cookie.name,
        cells: [
          <code key="name" {...contentLang(locale)}>
            {cookie.name}
          </code>,
          cookiePurpose(cookie.name, locale),
          lifetime(cookie.maxAgeSeconds, locale),
          cookie.httpOnly ? t('no') : t('yes'),
        ],
      }))}
    />
  );
}
