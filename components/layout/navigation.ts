// The site's main sections, in header order; the footer and the sitemap use the same list.
export { SITE_NAME } from '@/lib/seo/site';

interface NavItem {
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
