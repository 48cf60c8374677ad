// The learner's payments: when, for what, how, how much, where it stands, and its receipt.
import type { Order, Payment } from '@/contract';
import { formatMomentDateIn } from '@/lib/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Table } from '@/components/ui/table';
import { formatRupees } from '@/contract/money';
import { localePath } from '@/lib/i18n/locale-path';
import { contentLang, embedded, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

type Words = ReturnType<typeof translator<'dashboard'>>;

/** Money the order did not need: why it goes back (settle.ts flags it). */
function refundReason(payment: Payment, order: Order, t: Words): string {
  if (payment.flag === 'order_closed') return order.status === 'expired' ? t('paidAfterExpired') : t('paidAfterClosed');
  if (payment.flag === 'already_enrolled') return t('paidAfterEnrolled');
  if (payment.flag === 'intake_cancelled') return t('paidIntakeCancelled');
  return t('paidTwice');
}

function statusOf(payment: Payment, order: Order, t: Words, locale: Locale): string {
  if (payment.refund)
    return t('refunded', {
      amount: formatRupees(payment.refund.amount, locale),
      date: formatMomentDateIn(locale, payment.refund.recordedAt),
      method: t(`paymentMethod.${payment.refund.method}`),
      reference: payment.refund.reference,
    });
  if (payment.refundDue) return t('beingRefunded', { reason: refundReason(payment, order, t) });
  // A transfer sent for an order the learner's withdrawal cancelled: staff may still find the money, which goes back.
  if (order.status === 'cancelled' && payment.method === 'bank_transfer' && payment.status === 'awaiting_confirmation')
    return t('transferOrderCancelled');
  // An attempt left open when its order expired can no longer be finished.
  if (order.status === 'expired' && (payment.status === 'pending' || payment.status === 'awaiting_confirmation'))
    return t('orderExpired');
  // A bank transfer is not declined by a bank but not confirmed by our staff, who say why.
  if (payment.method === 'bank_transfer' && payment.status === 'failed') return t('notConfirmed');
  return t(`paymentStatus.${payment.status}`);
}

export function PaymentsTable({ orders, locale = 'en' }: { orders: Order[]; locale?: Locale }) {
  const t = translator(locale, 'dashboard');
  const rows = orders
    .flatMap((order) => order.payments.map((payment) => ({ order, payment })))
    .sort((a, b) => b.payment.startedAt.localeCompare(a.payment.startedAt));
  if (rows.length === 0) return <p>{t('noPayments')}</p>;
  // Programme titles and staff's notes are the platform's English; references are read left to right.
  const lang = contentLang(locale);
  return (
    <Table
      caption={t('paymentsCaption')}
      // Six columns do not fit a phone: each payment becomes a block there, its status in view without scrolling.
      stackOnPhone
      columns={[
        t('columnDate'),
        t('columnFor'),
        t('columnMethod'),
        t('columnAmount'),
        t('columnStatus'),
        t('columnReceipt'),
      ]}
      rows={rows.map(({ order, payment }) => ({
        key: payment.id,
        cells: [
          formatMomentDateIn(locale, payment.startedAt),
          <>
            {t('paymentFor', { programme: embedded(locale, order.programme.title), number: order.semester })}
            <br />
            <span className="muted">
              {t.rich('order', { reference: () => <bdi dir="ltr">{order.reference}</bdi> })}
            </span>
          </>,
          t(`paymentMethod.${payment.method}`),
          formatRupees(payment.amount, locale),
          <>
            {statusOf(payment, order, t, locale)}
            {payment.method === 'bank_transfer' && payment.failureReason ? (
              <>
                <br />
                <span className="muted" {...lang}>
                  {payment.failureReason}
                </span>
              </>
            ) : null}
          </>,
          payment.receiptNumber ? (
            <Link href={localePath(locale, `/user-dashboard/receipts/${payment.receiptNumber}`)} dir="ltr">
              {payment.receiptNumber}
            </Link>
          ) : (
            '—'
          ),
        ],
      }))}
    />
  );
}
