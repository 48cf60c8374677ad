// /account (and /ur/account) – what the learner can do with their own account: each part on its own page, with its one
// form.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded } from '@/lib/i18n/locales';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import styles from './account.module.css';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'accountPages');
  return signedInPageMetadata({ title: t('title'), description: t('description') });
}

export default async function AccountPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const { user } = await requireSession(localePath(locale, '/account'));
  const t = translator(locale, 'accountPages');
  const href = (path: string) => localePath(locale, path);
  // The phone reads left to right inside an Urdu line; English keeps its one line of text.
  const phone =
    locale === 'en' ? (
      ` · ${user.phone ?? t('noPhone')}`
    ) : user.phone ? (
      <>
        {' · '}
        <bdi dir="ltr">{user.phone}</bdi>
      </>
    ) : (
      ` · ${t('noPhone')}`
    );
  return (
    <div className="container section">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead', { email: embedded(locale, user.email) })} />
      <ul className={styles.sections}>
        <li className={styles.section}>
          <h2>{t('nameAndPhone')}</h2>
          <p>
            {user.full_name}
            {phone}
          </p>
          <Link href={href('/account/profile')}>{t('changeNameOrPhone')}</Link>
        </li>
        <li className={styles.section}>
          <h2>{t('password')}</h2>
          <p>{t('passwordNote')}</p>
          <Link href={href('/account/password')}>{t('changePassword')}</Link>
        </li>
        <li className={styles.section}>
          <h2>{t('emailAddress')}</h2>
          <p>{locale === 'en' ? user.email : <bdi dir="ltr">{user.email}</bdi>}</p>
          <Link href={href('/account/email')}>{t('changeEmail')}</Link>
        </li>
        <li className={styles.section}>
          <h2>{t('signIns')}</h2>
          <p>{t('signInsNote')}</p>
          <Link href={href('/account/sign-ins')}>{t('seeSignIns')}</Link>
        </li>
        <li className={styles.section}>
          <h2>{t('myData')}</h2>
          <p>{t('myDataNote')}</p>
          <Link href={href('/account/data')}>{t('downloadMyData')}</Link>
        </li>
        <li className={styles.section}>
          <h2>{t('closeAccount')}</h2>
          <p>{t('closeNote')}</p>
          <Link href={href('/account/close')}>{t('closeAccount')}</Link>
        </li>
      </ul>
    </div>
  );
}
