// /user-dashboard – the signed-in learner: who they are, this term and the next (the academic calendar), identity
// verification and programmes (none until checkout exists).
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { SessionSemesters } from '@/components/session/session-semesters';
import { SignOutButton } from '@/components/session/sign-out-button';
import { getCurrentTerms } from '@/lib/api/catalogue';
import { formatDate, formatDateRange } from '@/components/catalogue/format';
import { PlatformUnavailableError } from '@/lib/api/errors';
import { requireSession } from '@/lib/session/server-session';
import panels from '@/components/ui/panels.module.css';
import styles from './dashboard.module.css';

export const metadata: Metadata = { title: 'My dashboard', robots: { index: false, follow: false } };

async function loadTerms() {
  try {
    return await getCurrentTerms();
  } catch (error) {
    if (error instanceof PlatformUnavailableError) return null;
    throw error;
  }
}

export default async function UserDashboardPage() {
  const { user } = await requireSession('/user-dashboard');
  const terms = await loadTerms();

  return (
    <div className="container section">
      <PageHeader eyebrow="My dashboard" title={`Welcome, ${user.full_name}`} lead={`Signed in as ${user.email}`}>
        <SignOutButton />
      </PageHeader>

      {/* The session's currentSemester/nextSemester are the calendar's current and next term. */}
      <SessionSemesters currentSemester={terms?.current?.slug ?? ''} nextSemester={terms?.next?.slug ?? ''} />
      <div className={styles.grid}>
        <section aria-labelledby="terms-heading" className={panels.panel}>
          <h2 id="terms-heading">Term dates</h2>
          {terms === null ? (
            <p role="status">Term dates are unavailable right now. Please try again in a minute.</p>
          ) : (
            <dl className={panels.facts}>
              <dt>Current term</dt>
              <dd>{terms.current ? `${terms.current.name} (${formatDateRange(terms.current.startsOn, terms.current.endsOn)})` : 'No term is running right now.'}</dd>
              <dt>Next term</dt>
              <dd>{terms.next ? `${terms.next.name} (starts ${formatDate(terms.next.startsOn)})` : 'Not announced yet.'}</dd>
            </dl>
          )}
        </section>

        <section aria-labelledby="kyc-heading" className={panels.panel}>
          <h2 id="kyc-heading">Identity verification</h2>
          <p>
            <strong>Not submitted yet.</strong> You need to verify your identity before you can enrol.
          </p>
          <Link href="/kyc">Verify your identity</Link>
        </section>

        <section aria-labelledby="programmes-heading" className={panels.panel}>
          <h2 id="programmes-heading">My programmes</h2>
          <p>You are not enrolled in a programme yet. Your programmes, courses and payments will show here once you enrol.</p>
          <Link href="/">Browse programmes</Link>
        </section>
      </div>
    </div>
  );
}
