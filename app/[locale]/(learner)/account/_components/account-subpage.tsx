// The frame of each /account page below the overview: "My account" above its title, the lead that says what the page
// does, and the way back to the overview under its content, in the page's language.
import type { ReactNode } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import styles from '../account.module.css';

export function AccountSubpage({
  locale,
  title,
  lead,
  children,
}: {
  locale: Locale;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const t = translator(locale, 'accountPages');
  return (
    <div className="container section">
      <PageHeader eyebrow={t('eyebrow')} title={title} lead={lead} />
      {children}
      <p className={styles.back}>
        <Link href={localePath(locale, '/account')}>{t('back')}</Link>
      </p>
    </div>
  );
}
