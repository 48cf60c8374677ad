// /learning-path?programme={unknown}: the route-validation 404, as the browser renders it (the
// server's HTML comes from the page, components/layout/not-found-page.tsx).
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { requestLocale } from '@/lib/i18n/request-locale';
import { translator } from '@/lib/i18n/translator';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default async function LearningPathNotFound() {
  const backLabel = translator(await requestLocale(), 'learningPath')('wholePath');
  return <NotFoundMessage prefix="Page Not Found: " backHref="/learning-path" backLabel={backLabel} />;
}
