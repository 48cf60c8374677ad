// What the site's header and footer link to, in their order: the layout renders it in the page's language, and so
// does the outage page (lib/status/outage-document.ts, English), which cannot render the layout; the sitemap uses the
// main sections too. `key` names each label in the catalogues (messages/*.json, "nav"), the one place labels live.
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator, type Messages } from '@/lib/i18n/translator';

export { SITE_NAME } from '@/lib/seo/site';

export interface NavItem {
  /** The English address; localePath gives it in another language. */
  href: string;
  key: keyof Messages['nav'];
}

export const MAIN_NAVIGATION: readonly NavItem[] = [
  { href: '/', key: 'home' },
  { href: '/programmes', key: 'programmes' },
  { href: '/instructor', key: 'instructors' },
  { href: '/learning-path', key: 'learningPath' },
  { href: '/next-gen-scholar', key: 'nextGenScholar' },
  { href: '/about-us', key: 'about' },
  { href: '/support', key: 'support' },
];

/** The footer's links: the main sections again, then the policies. */
export const FOOTER_NAVIGATION: readonly NavItem[] = [
  ...MAIN_NAVIGATION,
  { href: '/privacy', key: 'privacy' },
  { href: '/terms', key: 'terms' },
];

/** The links of a navigation (the main sections unless told) with this language's labels and addresses. */
export function localNavigation(locale: Locale, items: readonly NavItem[] = MAIN_NAVIGATION) {
  const t = translator(locale, 'nav');
  return items.map((item) => ({ href: localePath(locale, item.href), label: t(item.key) }));
}
