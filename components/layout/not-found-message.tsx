// The body of every 404: its message with the requested path (docs/architecture.md, Not found), and ways back into the
// site, in the page's language (the request's root param: not-found boundaries get no params).
import type { ReactNode } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/request-locale';
import { translator } from '@/lib/i18n/translator';
import { RequestedPath } from './requested-path';

/** 'unmatched': no route matches the address ('Page not found: {path}'); 'invalid': a route matches but its
 * parameter fails validation or names nothing ('Page Not Found: {path}'). */
export type NotFoundKind = 'unmatched' | 'invalid';

export interface NotFoundMessageProps {
  kind: NotFoundKind;
  /** The path asked for, when the server knows it; omitted, the browser fills it in from the address bar. */
  path?: string;
  /** The list the page belongs to, offered first. */
  back?: { href: string; label: string };
}

export async function NotFoundMessage({ kind, path, back }: NotFoundMessageProps) {
  const locale = await requestLocale();
  return (
    <NotFoundBody
      locale={locale}
      heading={translator(locale, 'notFound')(kind)}
      path={path}
      back={
        back ? (
          <li>
            <Link href={localePath(locale, back.href)}>{back.label}</Link>
          </li>
        ) : null
      }
    />
  );
}

/** The message's markup: `heading` before the path in the h1, `back` (an <li>, or nothing) first in the list. */
export function NotFoundBody({
  locale,
  heading,
  path,
  back,
}: {
  locale: Locale;
  heading: ReactNode;
  path?: string;
  back: ReactNode;
}) {
  const t = translator(locale, 'notFound');
  const requested = path === undefined ? <RequestedPath /> : <code>{localePath(locale, path)}</code>;
  return (
    <div className="container">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={
          <>
            {heading}
            {/* In an Urdu sentence the path is isolated and reads left to right (else its slashes take the sentence's
                direction and it breaks apart across the heading); English keeps a plain <code>. */}
            {locale === 'en' ? requested : <bdi dir="ltr">{requested}</bdi>}
          </>
        }
        lead={t('lead')}
      />
      <ul>
        {back}
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
