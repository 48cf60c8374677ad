// The order beside every step: programme, intake and its dates, the fee, and the order reference once one exists, in
// the page's language (the platform's names kept in English, amounts and references left to right).
import type { ReactNode } from 'react';
import type { Intake } from '@/contract';
import { formatRupees } from '@/contract/money';
import { formatDateRangeIn } from '@/lib/format';
import { PlatformText } from '@/components/ui/platform-text';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { platformText } from '@/lib/i18n/platform-text';
import { translator } from '@/lib/i18n/translator';
import type { CheckoutView } from '../checkout-view';
import styles from './checkout.module.css';

// What the total line is called once the order has a result: only an open order has anything to pay now.
const TOTAL_TERM = { paid: 'paid', expired: 'notCharged', cancelled: 'notCharged', failed: 'notCharged' } as const;

export function OrderSummary({ view, locale }: { view: CheckoutView; locale: Locale }) {
  const t = translator(locale, 'checkout');
  const { programme, intakes, enrolment } = view.options;
  const { order } = view;
  const title = <PlatformText locale={locale}>{programme.title}</PlatformText>;
  const intakeWithDates = (intake: Pick<Intake, 'name' | 'startsOn' | 'endsOn'>) =>
    `${embedded(locale, intake.name)} (${formatDateRangeIn(locale, intake.startsOn, intake.endsOn)})`;
  // Enrolled without this order in view ("You are already enrolled"): the enrolment's intake, nothing to pay.
  if (!order && enrolment) {
    return (
      <aside className={styles.summary} aria-labelledby="summary-heading">
        <h2 id="summary-heading">{t('yourEnrolment')}</h2>
        <dl>
          <Fact term={t('programme')}>{title}</Fact>
          <Fact term={t('intake')}>{intakeWithDates(enrolment.intake)}</Fact>
          <Fact term={t('status')} className={styles.total}>
            {t('enrolledNothingToPay')}
          </Fact>
        </dl>
      </aside>
    );
  }
  const intake = order?.intake ?? intakes.find((i) => i.slug === view.intake) ?? null;
  const lines = order
    ? order.lines.map((line) => ({ ...line, description: platformText(locale, line.description) }))
    : [
        {
          description: t('firstTuition', { programme: embedded(locale, programme.title) }),
          amount: programme.pricePerSemester,
        },
      ];
  const total = order?.total ?? programme.pricePerSemester;
  const totalTerm = order && order.status !== 'pending_payment' ? t(TOTAL_TERM[order.status]) : t('toPayNow');
  return (
    <aside className={styles.summary} aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t('summary')}</h2>
      <dl>
        <Fact term={t('programme')}>{title}</Fact>
        <Fact term={t('intake')}>{intake ? intakeWithDates(intake) : t('notChosen')}</Fact>
        {lines.map((line) => (
          <Fact key={line.description} term={line.description}>
            {formatRupees(line.amount, locale)}
          </Fact>
        ))}
        <Fact term={totalTerm} className={styles.total}>
          {formatRupees(total, locale)}
        </Fact>
        {order ? (
          <Fact term={t('orderReference')}>
            <bdi dir="ltr">{order.reference}</bdi>
          </Fact>
        ) : null}
      </dl>
      <p className="muted">
        {t('feeLine', { amount: formatRupees(programme.pricePerSemester, locale), count: programme.semesterCount })}
      </p>
    </aside>
  );
}

function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
