// What every page has around its content: the header (with the account area its route group decides) and
// the main landmark. Each route group's layout renders it, so signed-in groups can give the header the
// learner on the server while public groups stay identical for everyone. A new route group must use it too.
import type { ReactNode } from 'react';
import type { User } from '@/contract';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { AccountLinks } from './account-links';
import { accountText } from './frame-text';
import { HeaderAccount } from './header-account';
import { SiteHeader } from './site-header';

interface PageFrameProps {
  children: ReactNode;
  /**
   * Omitted: public page, the account area fills in from cookies after hydration. Given (a user or null):
   * the server already knows, and renders it.
   */
  learner?: Pick<User, 'full_name'> | null;
  /** The page's language (its [locale] segment); the areas not yet in Urdu leave it out. */
  locale?: Locale;
}

export function PageFrame({ children, learner, locale = DEFAULT_LOCALE }: PageFrameProps) {
  const header =
    learner === undefined ? (
      <SiteHeader locale={locale} account={<HeaderAccount text={accountText(locale)} />} />
    ) : (
      <SiteHeader
        locale={locale}
        account={
          <AccountLinks firstName={learner?.full_name.trim().split(/\s+/)[0] || null} text={accountText(locale)} />
        }
      />
    );
  return (
    <>
      {header}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
