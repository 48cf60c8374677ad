// /user-dashboard (and /ur/user-dashboard) – the learner's home: the next step, their programmes (intake, status, this
// semester's courses and instructors, the next semester), their courses in the LMS, term dates, identity verification
// and payments.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { SignOutButton } from '@/components/session/sign-out-button';
import { formatDateIn, formatDateRangeIn } from '@/lib/format';
import { config } from '@/lib/config';
import { semesterEvents } from '@/lib/checkout/semester-calendar';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded } from '@/lib/i18n/locales';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { requireDashboardSession } from '@/lib/session/server-session';
import { getDashboardTerms } from './dashboard-terms';
import { LmsLaunch } from './_components/lms-launch';
import { NextAction, nextActionOf } from './_components/next-action';
import { PaymentsTable } from './_components/payments-table';
import { IdentityStatus } from './_components/identity-status';
import { ProgrammeCard } from './_components/programme-card';
import { stillHeld } from './_components/withdrawn-from';
import panels from '@/components/ui/panels.module.css';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import styles from './dashboard.module.css';

// No Open Graph or Twitter card: link previews and crawlers never see this page (they have no session and land on /login).
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'dashboard');
  return signedInPageMetadata({ title: t('title'), description: t('description') });
}

export default async function UserDashboardPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  // One platform call answers the learner, their enrolments, orders and identity (the layout shares it, and the terms).
  const [{ user, dashboard, lmsToken }, terms] = await Promise.all([
    requireDashboardSession(locale),
    getDashboardTerms(),
  ]);
  const { enrolments, orders, identity } = dashboard;
  const enrolled = enrolments.length > 0;
  // The LMS opens only programmes still held: one withdrawn from its first semester is not there.
  const studying = enrolments.some(stillHeld);
  const t = translator(locale, 'dashboard');

  return (
    <div className="container section">
      <PageHeader
        eyebrow={t('title')}
        title={t('welcome', { name: user.full_name })}
        lead={t('signedInAs', { email: embedded(locale, user.email) })}
      >
        <Link href={localePath(locale, '/account')}>{translator(locale, 'account')('myAccount')}</Link>
        <SignOutButton label={translator(locale, 'account')('signOut')} {...(locale === 'en' ? {} : { locale })} />
      </PageHeader>

      <NextAction action={nextActionOf(orders, enrolments, identity.status, locale)} locale={locale} />

      <section aria-labelledby="programmes-heading" className={styles.wide}>
        <h2 id="programmes-heading">{t('programmesHeading')}</h2>
        {enrolled ? (
          <>
            {enrolments.map((enrolment) => (
              <ProgrammeCard
                key={enrolment.id}
                enrolment={enrolment}
                openOrders={orders.filter(
                  (order) => order.status === 'pending_payment' && order.programme.slug === enrolment.programme.slug,
                )}
                locale={locale}
              />
            ))}
            {semesterEvents(enrolments).length > 0 && (
              <p>
                <a href={localePath(locale, '/user-dashboard/calendar.ics')} download>
                  {t('calendarLink')}
                </a>
              </p>
            )}
          </>
        ) : (
          <p>
            {t('notEnrolled')} <Link href={localePath(locale, '/')}>{t('browseProgrammes')}</Link>
          </p>
        )}
      </section>

      <div className={styles.grid}>
        <LmsLaunch
          launchUrl={config().LMS_LAUNCH_URL ?? null}
          lmsToken={lmsToken}
          enrolled={studying}
          identityApproved={identity.status === 'approved'}
          locale={locale}
        />

        <section aria-labelledby="terms-heading" className={panels.panel}>
          <h2 id="terms-heading">{t('termsHeading')}</h2>
          {terms === null ? (
            <p role="status">{t('termsUnavailable')}</p>
          ) : (
            <dl className={panels.facts}>
              <dt>{t('currentTerm')}</dt>
              <dd>
                {terms.current
                  ? `${embedded(locale, terms.current.name)} (${formatDateRangeIn(locale, terms.current.startsOn, terms.current.endsOn)})`
                  : t('noCurrentTerm')}
              </dd>
              <dt>{t('nextTerm')}</dt>
              <dd>
                {terms.next
                  ? t('nextTermStarts', {
                      name: embedded(locale, terms.next.name),
                      date: formatDateIn(locale, terms.next.startsOn),
                    })
                  : t('notAnnounced')}
              </dd>
            </dl>
          )}
        </section>

        <IdentityStatus status={identity} staff={user.role !== 'learner'} locale={locale} />
      </div>

      <section aria-labelledby="payments-heading" className={styles.wide}>
        <h2 id="payments-heading">{t('paymentsHeading')}</h2>
        <PaymentsTable orders={orders} locale={locale} />
      </section>
    </div>
  );
}
