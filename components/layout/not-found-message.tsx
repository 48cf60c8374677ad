// The body of every 404: the seed's message with the requested path, and ways back into the site, in the page's
// language (recorded by the [locale] layout: not-found boundaries get no params).
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { localePath } from '@/lib/i18n/locale-path';
import { requestLocale } from '@/lib/i18n/request-locale';
import { translator } from '@/lib/i18n/translator';
import { RequestedPath } from './requested-path';

export interface NotFoundMessageProps {
  /** 'Page not found: ' for unmatched routes, 'Page Not Found: ' for failed route validation (the seed's texts). */
  prefix: 'Page not found: ' | 'Page Not Found: ';
  /** The path asked for, when the server knows it; omitted, the browser fills it in from the address bar. */
  path?: string;
  backHref?: string;
  backLabel?: string;
}

export function NotFoundMessage({ prefix, path, backHref, backLabel }: NotFoundMessageProps) {
  const locale = requestLocale();
  const t = translator(locale, 'notFound');
  return (
    <div className="container">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={
          <>
            {t(prefix === 'Page not found: ' ? 'unmatched' : 'invalid')}
            {/* The path reads left to right inside an Urdu sentence; English keeps the seed's plain <code>. */}
            {path === undefined ? (
              <RequestedPath />
            ) : (
              <code dir={locale === 'en' ? undefined : 'ltr'}>{localePath(locale, path)}</code>
            )}
          </>
        }
        lead={t('lead')}
      />
      <ul>
        {backHref && backLabel ? (
          <li>
            <Link href={localePath(locale, backHref)}>{backLabel}</Link>
          </li>
        ) : null}
        <li>
          <Link href={localePath(locale, '/')}>{t('home')}</Link>
        </li>
        <li>
          <Link href={localePath(locale, '/support')}>{t('support')}</Link>
        </li>
      </ul>
    </div>
  );
}
