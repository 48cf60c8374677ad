// Step 2 on the server: the fee (from the platform, per semester) and the action first, then what the fee includes and
// the refund policy one tap away, in the page's language; the choice of intake is the client's form (./order-form.tsx).
import { halfRefundUntil, HALF_REFUND_DAYS } from '@/contract';
import { formatRupees } from '@/contract/money';
import { formatDateIn, formatDateRangeIn, formatMomentIn } from '@/lib/format';
import { LinkedText } from '@/components/content/linked-text';
import { ButtonLink } from '@/components/ui/button-link';
import { PlatformText } from '@/components/ui/platform-text';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { fieldLang } from '@/lib/i18n/field-lang';
import { platformText } from '@/lib/i18n/platform-text';
import { translator } from '@/lib/i18n/translator';
import type { CheckoutView } from '../checkout-view';
import { OrderForm } from './order-form';
import styles from './checkout.module.css';

export function OrderPanel({ view, locale }: { view: CheckoutView; locale: Locale }) {
  const t = translator(locale, 'checkout');
  const { programme, intakes, included, refundPolicy } = view.options;
  const title = embedded(locale, programme.title);
  const closed = !programme.enrolmentOpen || intakes.length === 0;
  // An order opened before the programme closed may still be paid: its step shows that order, not the refusal.
  const openOrder = closed && view.order?.status === 'pending_payment' ? view.order : null;
  // A later semester's order was chosen on the dashboard, for an intake the learner is already in: this step shows
  // that order, never the first semester's choice of intake.
  const laterSemester = view.order && view.order.semester > 1 ? view.order : null;
  const chosen = intakes.find((intake) => intake.slug === view.intake) ?? null;
  const payLink = (order: string) => localePath(locale, checkoutHref({ order, step: 'method' }));
  return (
    <section className={styles.panel} aria-labelledby="order-heading">
      <h2 id="order-heading">{t('orderHeading')}</h2>
      {laterSemester ? (
        <p>
          {t.rich('laterSemester', {
            number: laterSemester.semester,
            programme: title,
            intake: embedded(locale, laterSemester.intake.name),
            amount: () => <strong>{formatRupees(laterSemester.total, locale)}</strong>,
          })}
        </p>
      ) : (
        <p>
          {t.rich('perSemester', {
            count: programme.semesterCount,
            amount: () => <strong>{formatRupees(programme.pricePerSemester, locale)}</strong>,
          })}
        </p>
      )}
      {laterSemester ? (
        // Shown only while the order is open: a paid or closed order's checkout is its result.
        <>
          <p>
            {t('laterOrderOpen', {
              reference: embedded(locale, laterSemester.reference),
              moment: formatMomentIn(locale, laterSemester.expiresAt),
            })}
          </p>
          <ButtonLink href={payLink(laterSemester.id)}>{t('continueToPayment')}</ButtonLink>
        </>
      ) : openOrder ? (
        <>
          <p>
            {t('openOrder', {
              reference: embedded(locale, openOrder.reference),
              intake: embedded(locale, openOrder.intake.name),
              dates: formatDateRangeIn(locale, openOrder.intake.startsOn, openOrder.intake.endsOn),
              moment: formatMomentIn(locale, openOrder.expiresAt),
            })}
          </p>
          <ButtonLink href={payLink(openOrder.id)}>{t('continueToPayment')}</ButtonLink>
        </>
      ) : closed ? (
        <p className={styles.warning}>{programme.enrolmentOpen ? t('noIntake') : t('closed', { programme: title })}</p>
      ) : (
        <OrderForm
          programme={programme.slug}
          intake={view.intake}
          idempotencyKey={view.idempotencyKey}
          locale={locale}
          chosen={
            chosen
              ? t('intakeChosen', {
                  intake: embedded(locale, chosen.name),
                  dates: formatDateRangeIn(locale, chosen.startsOn, chosen.endsOn),
                })
              : null
          }
          intakes={intakes.map((intake) => ({
            value: intake.slug,
            label: <PlatformText locale={locale}>{intake.name}</PlatformText>,
            hint: formatDateRangeIn(locale, intake.startsOn, intake.endsOn),
          }))}
          text={{
            legend: t('intakeLegend'),
            submit: t('continueToPayment'),
            pending: t('openingOrder'),
            errorSummaryTitle: translator(locale, 'forms')('errorSummaryTitle'),
          }}
        />
      )}
      {/* On a phone the rules would push the action two screens down: they are one tap away, and open without JS. */}
      <div className={styles.lists}>
        <details className={styles.more}>
          <summary>{t('includes')}</summary>
          <ul>
            {included.map((item) => (
              <li key={item}>{platformText(locale, item)}</li>
            ))}
          </ul>
        </details>
        <details className={styles.more}>
          <summary>
            {laterSemester ? t('refundsForSemester', { number: laterSemester.semester }) : t('refunds')}
          </summary>
          {laterSemester && view.semesterStartsOn ? (
            // The Terms' rule with this semester's own dates: the first semester's intake does not apply to it.
            <p>
              {t('semesterRefundRule', {
                number: laterSemester.semester,
                date: formatDateIn(locale, view.semesterStartsOn),
                days: HALF_REFUND_DAYS,
                until: formatDateIn(locale, halfRefundUntil(view.semesterStartsOn)),
              })}
            </p>
          ) : null}
          {/* The Terms' own section (site content) in the page's language, marked English where it has no Urdu. */}
          <ul {...fieldLang(locale, view.options, 'refundPolicy')}>
            {refundPolicy.map((item) => (
              <li key={item}>
                <LinkedText text={item} locale={locale} />
              </li>
            ))}
          </ul>
        </details>
      </div>
    </section>
  );
}
