// The learner's payments: when, for what, how, how much, where it stands, and its receipt.
import { PAYMENT_METHOD_LABEL, type Order, type Payment } from '@/contract';
import { formatMomentDate, formatPrice } from '@/components/catalogue/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Table } from '@/components/ui/table';

const STATUS: Record<Payment['status'], string> = {
  pending: 'Not finished',
  awaiting_confirmation: 'Awaiting confirmation',
  succeeded: 'Paid',
  failed: 'Declined',
  cancelled: 'Cancelled',
  needs_review: 'Being checked',
};

/** Money the order did not need: why it goes back (settle.ts flags it). */
function refundReason(payment: Payment, order: Order): string {
  if (payment.flag === 'order_closed')
    return order.status === 'expired' ? 'Paid after the order expired' : 'Paid after the order was closed';
  if (payment.flag === 'already_enrolled') return 'Paid after you were enrolled';
  return 'Paid twice';
}

function statusOf(payment: Payment, order: Order): string {
  if (payment.refundDue) return `${refundReason(payment, order)}: being refunded`;
  // An attempt left open when its order expired can no longer be finished.
  if (order.status === 'expired' && (payment.status === 'pending' || payment.status === 'awaiting_confirmation'))
    return 'Order expired';
  // A bank transfer is not declined by a bank but not confirmed by our staff, who say why.
  if (payment.method === 'bank_transfer' && payment.status === 'failed') return 'Not confirmed';
  return STATUS[payment.status];
}

export function PaymentsTable({ orders }: { orders: Order[] }) {
  const rows = orders
    .flatMap((order) => order.payments.map((payment) => ({ order, payment })))
    .sort((a, b) => b.payment.startedAt.localeCompare(a.payment.startedAt));
  if (rows.length === 0) return <p>No payments yet.</p>;
  return (
    <Table
      caption="Your payments, newest first"
      // Six columns do not fit a phone: each payment becomes a block there, its status in view without scrolling.
      stackOnPhone
      columns={['Date', 'For', 'Method', 'Amount', 'Status', 'Receipt']}
      rows={rows.map(({ order, payment }) => ({
        key: payment.id,
        cells: [
          formatMomentDate(payment.startedAt),
          <>
            {order.programme.title}, semester {order.semester}
            <br />
            <span className="muted">Order {order.reference}</span>
          </>,
          PAYMENT_METHOD_LABEL[payment.method],
          formatPrice(payment.amount),
          <>
            {statusOf(payment, order)}
            {payment.method === 'bank_transfer' && payment.failureReason ? (
              <>
                <br />
                <span className="muted">{payment.failureReason}</span>
              </>
            ) : null}
          </>,
          payment.receiptNumber ? (
            <Link href={`/user-dashboard/receipts/${payment.receiptNumber}`}>{payment.receiptNumber}</Link>
          ) : (
            '—'
          ),
        ],
      }))}
    />
  );
}
