// A notFound() no segment catches: the seed's non-fatal 404 'Page not found: {path}'. Unknown paths are
// answered by app/(public)/[name]/[...rest] (the path in the server's HTML); this page is shared and static,
// so here the browser fills the path in.
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata: Metadata = NOT_FOUND_METADATA;

// Rendered once, here: Next writes this boundary into every page's flight data, once per layout level, and React
// writes output it has already written as a reference instead of a second copy (PageFrame is a plain function).
const NOT_FOUND_PAGE = PageFrame({ children: <NotFoundMessage prefix="Page not found: " /> });

export default function NotFound() {
  return NOT_FOUND_PAGE;
}
