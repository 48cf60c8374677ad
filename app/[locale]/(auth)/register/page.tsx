// /register – create an account: details, then the 6-digit code e-mailed to the address; then signed in.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { redirect } from 'next/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { safeNextPath } from '@/lib/auth/safe-next';
import { enrolmentIntent } from '@/lib/checkout/enrolment-intent';
import { EnrolmentNotice } from '@/components/checkout/enrolment-notice';
import { requestDefaultCountry } from '@/lib/geo/request-country';
import { getSession } from '@/lib/session/server-session';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';
import { RegisterForm } from './_components/register-form';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../auth.module.css';

export const metadata: Metadata = unindexedPageMetadata({
  title: 'Create an account',
  description:
    'Create a Learner Portal account with your name and e-mail address to enrol in a programme and follow your learning path.',
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const next = safeNextPath((await searchParams).next);
  if (await getSession()) redirect(next ?? '/user-dashboard');
  const enrolling = await enrolmentIntent(next);
  return (
    <>
      <PageHeader
        title="Create an account"
        lead="One account for your programmes, semesters, identity verification and payments."
      />
      {enrolling?.open ? <EnrolmentNotice title={enrolling.title} className={noticeStyles.notice} /> : null}
      <RegisterForm next={next} defaultCountry={await requestDefaultCountry()} />
      <nav className={styles.links} aria-label="Account help">
        <Link href={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}>Already have an account? Sign in</Link>
      </nav>
    </>
  );
}
