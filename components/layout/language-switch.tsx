'use client';
// The same page in the other language: a plain link, so it works before hydration and without JavaScript. The path
// comes from the address (usePathname, with any /en or /ur stripped: a prerendered English page is rendered as
// /en/…, the browser shows /…), so server and browser draw the same link. Following it remembers the choice in a
// cookie, a preference only: nothing redirects on it. Areas not yet in Urdu show no switch.
import { usePathname } from 'next/navigation';
import { serialize } from 'cookie';
import { localePath, splitLocale } from '@/lib/i18n/locale-path';
import { ENGLISH_ONLY_AREAS } from '@/lib/i18n/locale-routes';
import { LANGUAGE_NAME, LOCALE_COOKIE, otherLocale, type Locale } from '@/lib/i18n/locales';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const englishOnly = (path: string) => (ENGLISH_ONLY_AREAS as readonly string[]).includes(path.split('/')[1] ?? '');

function remember(locale: Locale) {
  document.cookie = serialize(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

/** `listItem`: the link inside its own <li> (the footer's list), so a page without a switch has no empty item. */
export function LanguageSwitch({
  locale,
  className,
  listItem = false,
}: {
  locale: Locale;
  className?: string;
  listItem?: boolean;
}) {
  const { path } = splitLocale(usePathname());
  if (englishOnly(path)) return null;
  const target = otherLocale(locale);
  const link = (
    <a
      href={localePath(target, path)}
      hrefLang={target}
      lang={target}
      className={className}
      onClick={() => remember(target)}
    >
      {LANGUAGE_NAME[target]}
    </a>
  );
  return listItem ? <li>{link}</li> : link;
}
