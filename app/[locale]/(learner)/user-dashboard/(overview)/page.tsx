// /user-dashboard – the learner's home: the next step, their programmes (intake, status, this semester's courses
// and instructors, the next semester), their courses in the LMS, term dates, identity verification and payments.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { SignOutButton } from '@/components/session/sign-out-button';
import { formatDate, formatDateRange } from '@/components/catalogue/format';
import { config } from '@/lib/config';
import { semesterEvents } from '@/lib/checkout/semester-calendar';
import { requireDashboardSession } from '@/lib/session/server-session';
import { getDashboardTerms } from './dashboard-terms';
import { LmsLaunch } from './_components/lms-launch';
import { NextAction, nextActionOf } from './_components/next-action';
import { PaymentsTable } from './_components/payments-table';
import { IdentityStatus } from './_components/identity-status';
import { ProgrammeCard } from './_components/programme-card';
import panels from '@/components/ui/panels.module.css';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import styles from './dashboard.module.css';

// No Open Graph or Twitter card: link previews and crawlers never see this page (they have no session and land on /login).
export const metadata: Metadata = signedInPageMetadata({
  title: 'My dashboard',
  description:
    'Your programmes, current and next semester, courses, term dates, payments and identity verification in one place.',
});

export default async function UserDashboardPage() {
  // One platform call answers the learner, their enrolments, orders and identity (the layout shares it, and the terms).
  const [{ user, dashboard, lmsToken }, terms] = await Promise.all([requireDashboardSession(), getDashboardTerms()]);
  const { enrolments, orders, identity } = dashboard;
  const enrolled = enrolments.length > 0;

  return (
    <div className="container section">
      <PageHeader eyebrow="My dashboard" title={`Welcome, ${user.full_name}`} lead={`Signed in as ${user.email}`}>
        <Link href="/account">My account</Link>
        <SignOutButton />
      </PageHeader>

      <NextAction action={nextActionOf(orders, enrolments, identity.status)} />

      <section aria-labelledby="programmes-heading" className={styles.wide}>
        <h2 id="programmes-heading">My programmes</h2>
        {enrolled ? (
          <>
            {enrolments.map((enrolment) => (
              <ProgrammeCard
                key={enrolment.id}
                enrolment={enrolment}
                openOrders={orders.filter(
                  (order) => order.status === 'pending_payment' && order.programme.slug === enrolment.programme.slug,
                )}
              />
            ))}
            {semesterEvents(enrolments).length > 0 && (
              <p>
                <a href="/user-dashboard/calendar.ics" download>
                  Add my semester dates to my calendar (.ics)
                </a>
              </p>
            )}
          </>
        ) : (
          <p>
            You are not enrolled in a programme yet. Your programmes, courses and payments will show here once you
            enrol. <Link href="/">Browse programmes</Link>
          </p>
        )}
      </section>

      <div className={styles.grid}>
        <LmsLaunch
          launchUrl={config().LMS_LAUNCH_URL ?? null}
          lmsToken={lmsToken}
          enrolled={enrolled}
          identityApproved={identity.status === 'approved'}
        />

        <section aria-labelledby="terms-heading" className={panels.panel}>
          <h2 id="terms-heading">Term dates</h2>
          {terms === null ? (
            <p role="status">Term dates are unavailable right now. Please try again in a minute.</p>
          ) : (
            <dl className={panels.facts}>
              <dt>Current term</dt>
              <dd>
                {terms.current
                  ? `${terms.current.name} (${formatDateRange(terms.current.startsOn, terms.current.endsOn)})`
                  : 'No term is running right now.'}
              </dd>
              <dt>Next term</dt>
              <dd>
                {terms.next ? `${terms.next.name} (starts ${formatDate(terms.next.startsOn)})` : 'Not announced yet.'}
              </dd>
            </dl>
          )}
        </section>

        <IdentityStatus status={identity} staff={user.role === 'staff'} />
      </div>

      <section aria-labelledby="payments-heading" className={styles.wide}>
        <h2 id="payments-heading">Payments</h2>
        <PaymentsTable orders={orders} />
      </section>
    </div>
  );
}
