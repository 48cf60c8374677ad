// Step 3 on the server: how to pay, in the page's language: the last attempt's outcome, how long the order is held,
// the way to identity verification when it is still owed, else the choice of method (./method-form.tsx).
import { formatRupees } from '@/contract/money';
import { formatMomentIn } from '@/lib/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { platformText } from '@/lib/i18n/platform-text';
import { translator } from '@/lib/i18n/translator';
import type { CheckoutView } from '../checkout-view';
import { MethodForm } from './method-form';
import styles from './checkout.module.css';

export function MethodPanel({ view, locale }: { view: CheckoutView; locale: Locale }) {
  const order = view.order;
  if (!order) return null;
  const t = translator(locale, 'checkout');
  const last = order.payments.at(-1);
  // A bank transfer is not declined but not confirmed by our staff, who said why (in their own words).
  const lastMessage =
    last?.method === 'bank_transfer' && last.status === 'failed'
      ? t('lastTransferRefused', { reason: last.failureReason ? embedded(locale, last.failureReason) : '' }).trimEnd()
      : last?.status === 'failed'
        ? t('lastDeclined')
        : last?.status === 'cancelled'
          ? t('lastCancelled')
          : undefined;
  const identityBlocks = view.identity === 'not_submitted' || view.identity === 'rejected';
  const here = localePath(locale, checkoutHref({ order: order.id, step: 'method' }));
  return (
    <section className={styles.panel} aria-labelledby="method-heading">
      <h2 id="method-heading">{t('paymentHeading')}</h2>
      {lastMessage ? <p className={styles.warning}>{lastMessage}</p> : null}
      <p className="muted">{t('heldUntil', { moment: formatMomentIn(locale, order.expiresAt) })}</p>
      {identityBlocks ? (
        <p className={styles.warning}>
          {view.identity === 'rejected' ? t('identityRejectedPay') : t('identityFirst')}{' '}
          <Link href={`${localePath(locale, '/kyc')}?next=${encodeURIComponent(here)}`}>{t('verify')}</Link>
        </p>
      ) : (
        <MethodForm
          order={order.id}
          idempotencyKey={view.idempotencyKey}
          permalink={here}
          locale={locale}
          defaultMethod={last?.method ?? view.options.methods[0]?.id}
          methods={view.options.methods.map((method) => ({
            value: method.id,
            label: platformText(locale, method.label),
            hint: platformText(locale, method.description),
          }))}
          text={{
            legend: t('methodLegend'),
            submit: t('pay', { amount: formatRupees(order.total, locale) }),
            pending: t('toGateway'),
            errorSummaryTitle: translator(locale, 'forms')('errorSummaryTitle'),
            handoffHeading: t('handoffHeading'),
            handoffButton: t('handoffButton'),
          }}
        />
      )}
    </section>
  );
}
