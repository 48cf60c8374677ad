// The same page in the other language: a plain link, so it works before hydration and without JavaScript. The path
// comes from the address (usePathname, with any /en or /ur stripped: a prerendered English page is rendered as
// /en/…, the browser shows /…), so server and browser draw the same link, and it follows a client-side navigation
// (the header and footer are not rendered again then). Following it remembers the choice in a cookie, a preference
// only: nothing redirects on it, and with JavaScript it keeps the address's query. Areas not yet in Urdu show no
// switch.
//
// No 'use client' here: the module reaches the browser through components/runtime/adaptive-link.tsx, whose chunk
// every header and footer already loads. As a client module of its own it cost English pages a new chunk and the
// regrouping around it (+4,038 B gzip); folded in, it costs its own few lines.
import { usePathname } from 'next/navigation';
import { localePath, splitLocale } from '@/lib/i18n/locale-path';
import { isEnglishOnly } from '@/lib/i18n/locale-routes';
import { LANGUAGE_NAME, LOCALE_COOKIE, otherLocale, type Locale } from '@/lib/i18n/locales';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// Written by hand, not with the `cookie` package: name and value are this file's constants, and the package would
// bring its module into the chunk of every page's footer.
function remember(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
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
  if (isEnglishOnly(path)) return null;
  const target = otherLocale(locale);
  const link = (
    <a
      href={localePath(target, path)}
      hrefLang={target}
      lang={target}
      className={className}
      onClick={(event) => {
        remember(target);
        // The query too (a sign-in's `next`, the semester to withdraw from): read on the click, since the header is
        // shared by every query of a page and useSearchParams would keep cached pages from prerendering.
        event.currentTarget.search = window.location.search;
      }}
    >
      {LANGUAGE_NAME[target]}
    </a>
  );
  return listItem ? <li>{link}</li> : link;
}
