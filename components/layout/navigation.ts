// What the site's header and footer say, in their order: the layout renders it, and so does the outage page
// (lib/status/outage-document.ts), which cannot render the layout; the sitemap uses the main sections too.
export { SITE_NAME } from '@/lib/seo/site';

export interface NavItem {
  href: string;
  label: string;
}

export const MAIN_NAVIGATION: readonly NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/#programmes', label: 'Programmes' },
  { href: '/instructor', label: 'Instructors' },
  { href: '/learning-path', label: 'Learning path' },
  { href: '/next-gen-scholar', label: 'Next-gen scholar' },
  { href: '/about-us', label: 'About' },
  { href: '/support', label: 'Support' },
];

/** The footer's links: the main sections again, then the policies. */
export const FOOTER_NAVIGATION: readonly NavItem[] = [
  ...MAIN_NAVIGATION,
  { href: '/privacy', label: 'Privacy policy' },
  { href: '/terms', label: 'Terms and refunds' },
];

/** The footer's line under the site's name. */
export const FOOTER_NOTE =
  'Programmes taught by practising professionals, semester by semester. Prices in Pakistani rupees (Rs).';
