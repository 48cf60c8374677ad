// Any URL no route matches: the seed's non-fatal 404 'Page not found: {path}'.
import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = { title: { absolute: 'Page Not Found' }, robots: { index: false } };

export default function NotFound() {
  return <NotFoundMessage prefix="Page not found: " />;
}
