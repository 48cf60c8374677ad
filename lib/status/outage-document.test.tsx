/** @jest-environment jsdom */
// The outage page writes the layout's header and footer as a string (its route handler cannot render them): this
// renders the layout's own header and footer and fails when the page lacks a link, a landmark or a line they have.
import { render } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { FooterContent } from '@/components/layout/footer-content';
import { SiteHeader } from '@/components/layout/site-header';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { outageDocument } from './outage-document';

/** What a reader gets from a link: its name (the decorative logo left out) and where it goes. */
function linkOf(link: Element): string {
  const copy = link.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return `${copy.textContent?.trim()} -> ${link.getAttribute('href')}`;
}

// The header writes its navigation twice (the phone menu and the wide bar): each link counts once.
const linksIn = (root: ParentNode, selector: string) => [
  ...new Set([...root.querySelectorAll(`${selector} a`)].map(linkOf)),
];
const linesIn = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(`${selector} p`)].map((line) => line.textContent?.trim());

// The layout's links need the app router in place; nothing here points at one, so nothing is prefetched. The outage
// page is drawn for the page that was asked for: one English only (no language switch), one in each language.
const router = { prefetch: () => {} } as unknown as AppRouterInstance;
const layout = (pathname: string, locale: Locale) =>
  render(
    <AppRouterContext.Provider value={router}>
      <PathnameContext.Provider value={pathname}>
        <SiteHeader locale={locale} account={null} />
        <FooterContent locale={locale} organisation={null} />
      </PathnameContext.Provider>
    </AppRouterContext.Provider>,
  ).container;
const outagePage = (pathname: string) => new DOMParser().parseFromString(outageDocument(pathname), 'text/html');

const PAGES = [
  { pathname: '/staff/kyc', locale: 'en' },
  { pathname: '/user-dashboard', locale: 'en' },
  { pathname: '/ur/user-dashboard', locale: 'ur' },
] as const;

test.each(PAGES)(
  'the outage page for $pathname has the links of the layout’s header and footer, in order, under the same landmarks',
  ({ pathname, locale }) => {
    const [site, outage] = [layout(pathname, locale), outagePage(pathname)];
    const main = translator(locale, 'frame')('mainNavigation');
    const footer = translator(locale, 'frame')('footerNavigation');
    for (const selector of ['header', `nav[aria-label="${main}"]`, 'footer', `nav[aria-label="${footer}"]`]) {
      expect({ selector, links: linksIn(outage, selector) }).toEqual({ selector, links: linksIn(site, selector) });
    }
    // Not two empty lists: the layout has its sections and policies.
    expect(linksIn(site, `nav[aria-label="${main}"]`)).toContain(
      `${translator(locale, 'nav')('support')} -> ${localePath(locale, '/support')}`,
    );
    expect(linksIn(site, 'header').length).toBeGreaterThan(linksIn(site, `nav[aria-label="${main}"]`).length);
  },
);

test.each(PAGES)(
  'the outage page’s footer for $pathname says what the layout’s footer says without the platform',
  ({ pathname, locale }) => {
    expect(linesIn(outagePage(pathname), 'footer')).toEqual(linesIn(layout(pathname, locale), 'footer'));
  },
);

test('an Urdu page’s outage is Urdu, right to left, in the Urdu typeface; its "Try again" keeps the address', () => {
  const outage = outagePage('/ur/checkout?step=result&order=1');
  expect(outage.documentElement.getAttribute('lang')).toBe('ur');
  expect(outage.documentElement.getAttribute('dir')).toBe('rtl');
  expect(outage.querySelector('h1')?.textContent).toBe(translator('ur', 'outage')('heading'));
  expect(outage.querySelector('style')?.textContent).toContain('Noto Nastaliq Urdu');
  expect(linksIn(outage, 'main')).toEqual([
    'دوبارہ کوشش کریں -> /ur/checkout?step=result&order=1',
    'ہوم پیج پر جائیں -> /ur',
  ]);
  const english = outagePage('/checkout');
  expect(english.documentElement.getAttribute('dir')).toBeNull();
  expect(english.querySelector('style')?.textContent).not.toContain('Nastaliq');
});
