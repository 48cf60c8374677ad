// /login – sign in, then back to the page that sent the learner here (same-origin paths only).
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { redirect } from 'next/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { recoveredEmail } from '@/lib/auth/recovered-email';
import { safeNextPath } from '@/lib/auth/safe-next';
import { enrolmentIntent } from '@/lib/checkout/enrolment-intent';
import { EnrolmentNotice } from '@/components/checkout/enrolment-notice';
import { getSession } from '@/lib/session/server-session';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';
import { LoginForm } from './_components/login-form';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../auth.module.css';

export const metadata: Metadata = unindexedPageMetadata({
  title: 'Sign in',
  description: 'Sign in to your Learner Portal account to see your programmes, courses, term dates and payments.',
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const next = safeNextPath(params.next);
  if (await getSession()) redirect(next ?? '/user-dashboard');
  const registerHref = next ? `/register?next=${encodeURIComponent(next)}` : '/register';
  const enrolling = await enrolmentIntent(next);
  return (
    <>
      <PageHeader title="Sign in" lead="Welcome back. Sign in to see your programmes, semesters and payments." />
      {enrolling?.open ? <EnrolmentNotice title={enrolling.title} className={noticeStyles.notice} /> : null}
      {params.reset === '1' ? (
        <p className={noticeStyles.notice} role="status">
          Your password was changed. Sign in with the new one.
        </p>
      ) : null}
      <LoginForm next={next} defaultEmail={params.reset === '1' ? await recoveredEmail() : undefined} />
      <nav className={styles.links} aria-label="Account help">
        <Link href="/forgot-password">Forgot your password?</Link>
        <Link href={registerHref}>New here? Create an account</Link>
      </nav>
    </>
  );
}
