// What the sign-in and registration pages open with: a signed-in learner goes on to where they were headed (or the
// dashboard), and a learner on the way to enrolling sees which programme the account is for.
import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { EnrolmentNotice } from '@/components/checkout/enrolment-notice';
import { safeNextPath } from '@/lib/auth/safe-next';
import { enrolmentIntent, type EnrolmentIntent } from '@/lib/checkout/enrolment-intent';
import { localePath } from '@/lib/i18n/locale-path';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/locales';
import { getSession } from '@/lib/session/server-session';
import noticeStyles from '@/components/ui/status-notice.module.css';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The page's language, its query, the same-origin path to go on to, and the enrolment it is part of (if any). */
export async function openVisitorPage(params: LocaleParams, searchParams: SearchParams) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams]);
  const next = safeNextPath(query.next);
  if (await getSession()) redirect(next ?? localePath(locale, '/user-dashboard'));
  return { locale, query, next, enrolling: await enrolmentIntent(next, locale) };
}

export function VisitorPageHeader(props: {
  title: ReactNode;
  lead: ReactNode;
  enrolling: EnrolmentIntent | null;
  locale: Locale;
}) {
  return (
    <>
      <PageHeader title={props.title} lead={props.lead} />
      {props.enrolling?.open ? (
        <EnrolmentNotice title={props.enrolling.title} locale={props.locale} className={noticeStyles.notice} />
      ) : null}
    </>
  );
}
