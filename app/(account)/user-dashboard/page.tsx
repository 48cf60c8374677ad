// /user-dashboard – the signed-in learner: who they are, this semester and the next, identity
// verification and programmes (none until checkout exists).
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { SessionSemesters } from '@/components/session/session-semesters';
import { SignOutButton } from '@/components/session/sign-out-button';
import { getCurrentSemesters } from '@/lib/api/catalogue';
import { PlatformUnavailableError } from '@/lib/api/errors';
import { requireSession } from '@/lib/session/server-session';
import panels from '@/components/ui/panels.module.css';
import styles from './dashboard.module.css';

export const metadata: Metadata = { title: 'My dashboard', robots: { index: false, follow: false } };

const dateFormat = new Intl.DateTimeFormat('en-PK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

async function loadSemesters() {
  try {
    return await getCurrentSemesters();
  } catch (error) {
    if (error instanceof PlatformUnavailableError) return null;
    throw error;
  }
}

export default async function UserDashboardPage() {
  const { user } = await requireSession('/user-dashboard');
  const semesters = await loadSemesters();

  return (
    <div className="container section">
      <PageHeader eyebrow="My dashboard" title={`Welcome, ${user.full_name}`} lead={`Signed in as ${user.email}`}>
        <SignOutButton />
      </PageHeader>

      <SessionSemesters currentSemester={semesters?.current?.slug ?? ''} nextSemester={semesters?.next?.slug ?? ''} />
      <div className={styles.grid}>
        <section aria-labelledby="semesters-heading" className={panels.panel}>
          <h2 id="semesters-heading">Semesters</h2>
          {semesters === null ? (
            <p role="status">Semester dates are unavailable right now. Please try again in a minute.</p>
          ) : (
            <dl className={panels.facts}>
              <dt>Current semester</dt>
              <dd>{semesters.current ? `${semesters.current.name} (${formatDate(semesters.current.startsOn)} – ${formatDate(semesters.current.endsOn)})` : 'No semester is running right now.'}</dd>
              <dt>Next semester</dt>
              <dd>{semesters.next ? `${semesters.next.name} (starts ${formatDate(semesters.next.startsOn)})` : 'Not announced yet.'}</dd>
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
