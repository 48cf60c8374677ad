// An enrolled programme's later semesters and their fees: paid, covered by a scholarship, due (with the last day to
// pay and, for the next one, "Pay for semester N"), or started unpaid and closed.
import { randomUUID } from 'node:crypto';
import type { Enrolment, EnrolmentSemester } from '@/contract';
import { formatDateIn, formatDateRangeIn, formatMomentDateIn } from '@/lib/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { formatRupees } from '@/contract/money';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { PaySemesterForm } from './pay-semester-form';
import styles from '../dashboard.module.css';

type Words = ReturnType<typeof translator<'dashboard'>>;

function standingText({ standing }: EnrolmentSemester, t: Words, locale: Locale): string {
  switch (standing.status) {
    case 'paid':
      return t('feePaid');
    case 'scholarship':
      return standing.coveredAt
        ? t('feeScholarshipDecided', { date: formatMomentDateIn(locale, standing.coveredAt) })
        : t('feeScholarship');
    case 'due':
      return t('feeDue', { fee: formatRupees(standing.fee, locale), date: formatDateIn(locale, standing.dueOn ?? '') });
    case 'lapsed':
      return t('feeLapsed');
    case 'unscheduled':
      return t('feeUnscheduled', { fee: formatRupees(standing.fee, locale) });
    case 'withdrawn':
      return t('feeWithdrawn');
  }
}

/** What the dashboard's programme card and its fees are drawn from: the enrolment and its open checkout orders. */
export interface EnrolmentPanelProps {
  enrolment: Enrolment;
  openOrders: Array<{ id: string; semester: number }>;
  locale?: Locale;
}

export function SemesterFees({ enrolment, openOrders, locale = 'en' }: EnrolmentPanelProps) {
  // A withdrawn semester has no fee to pay: the withdrawal block says what it owes back instead.
  const later = enrolment.semesters.filter(
    (semester) => semester.number > 1 && semester.standing.status !== 'withdrawn',
  );
  if (later.length === 0) return null;
  const t = translator(locale, 'dashboard');
  const headingId = `fees-${enrolment.programme.slug}`;
  const payable = later.find((semester) => semester.standing.payable);
  const open = payable ? openOrders.find((order) => order.semester === payable.number) : undefined;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>{t('feesHeading')}</h4>
      <p className="muted">{t('feesRule')}</p>
      <ul className={styles.fees}>
        {later.map((semester) => (
          <li key={semester.number}>
            <strong>{t('semester', { number: semester.number, name: embedded(locale, semester.name) })}</strong>
            {semester.term
              ? t('termAndDates', {
                  term: embedded(locale, semester.term.name),
                  dates: formatDateRangeIn(locale, semester.term.startsOn, semester.term.endsOn),
                })
              : ''}
            : {standingText(semester, t, locale)}
          </li>
        ))}
      </ul>
      {payable && open ? (
        <Link href={localePath(locale, checkoutHref({ order: open.id, step: 'method' }))}>
          {t('finishPayingSemester', { number: payable.number })}
        </Link>
      ) : payable ? (
        <PaySemesterForm
          programme={enrolment.programme.slug}
          intake={enrolment.intake.slug}
          semester={payable.number}
          idempotencyKey={randomUUID()}
          locale={locale}
          text={{
            pay: t('paySemester', { number: payable.number }),
            opening: t('openingOrder'),
            errorSummaryTitle: translator(locale, 'forms')('errorSummaryTitle'),
          }}
        />
      ) : null}
    </section>
  );
}
