/** @jest-environment jsdom */
// The outage page writes the layout's header and footer as a string (its route handler cannot render them): this
// renders the layout's own header and footer and fails when the page lacks a link, a landmark or a line they have.
import { render } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { FooterContent } from '@/components/layout/footer-content';
import { SiteHeader } from '@/components/layout/site-header';
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
// page is English and answers for signed-in pages; it is drawn at one that is English only (no language switch).
const router = { prefetch: () => {} } as unknown as AppRouterInstance;
const layout = () =>
  render(
    <AppRouterContext.Provider value={router}>
      <PathnameContext.Provider value="/staff/kyc">
        <SiteHeader locale="en" account={null} />
        <FooterContent locale="en" organisation={null} />
      </PathnameContext.Provider>
    </AppRouterContext.Provider>,
  ).container;
const outagePage = () => new DOMParser().parseFromString(outageDocument('/'), 'text/html');

test('the outage page has the links of the layout’s header and footer, in order, under the same landmarks', () => {
  const [site, outage] = [layout(), outagePage()];
  for (const selector of ['header', 'nav[aria-label="Main"]', 'footer', 'nav[aria-label="Footer"]']) {
    expect({ selector, links: linksIn(outage, selector) }).toEqual({ selector, links: linksIn(site, selector) });
  }
  // Not two empty lists: the layout has its sections and policies.
  expect(linksIn(site, 'nav[aria-label="Main"]')).toContain('Support -> /support');
  expect(linksIn(site, 'nav[aria-label="Footer"]')).toContain('Terms and refunds -> /terms');
});

test('the outage page’s footer says what the layout’s footer says without the platform (no organisation)', () => {
  expect(linesIn(outagePage(), 'footer')).toEqual(linesIn(layout(), 'footer'));
});
