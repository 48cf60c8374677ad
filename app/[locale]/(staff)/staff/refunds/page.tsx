// /staff/refunds – money owed back and not yet sent, the longest wait first: payments the order did not need (paid
// twice, paid after the order closed) and withdrawals. Each links to "Record refund" for that payment.
import type { Metadata } from 'next';
import { formatRupees, PAYMENT_METHOD_LABEL } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { listRefundsOwed } from '@/lib/api/staff-money';
import { formatMoment } from '@/lib/format';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireStaffSession } from '@/lib/session/staff-session';
import { OWED_REASON_LABELS } from '../_components/money-labels';
import { TwoLineCell } from '../_components/two-line-cell';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Refunds owed',
  description: 'Money owed back to learners and not yet sent: payments made twice or too late, and withdrawals.',
});

export default async function StaffRefundsOwedPage() {
  const session = await requireStaffSession('/staff/refunds');
  const { items } = await listRefundsOwed(session.accessToken);
  return (
    <>
      <PageHeader
        title="Refunds owed"
        lead="Send each refund the way the learner paid, then record it here with the bank's or wallet's reference: the learner is e-mailed and their payments and receipt show it."
      />
      <p>
        <Link href="/staff/payments?state=refunded">Refunds already sent</Link>
      </p>
      {items.length === 0 ? (
        <p>Nothing is owed back.</p>
      ) : (
        <Table
          caption="Refunds owed, the longest wait first"
          stackOnPhone
          columns={['Learner', 'Programme', 'Why', 'Paid', 'Owed back', 'Record']}
          rows={items.map((item) => ({
            key: item.paymentId,
            cells: [
              <TwoLineCell key="learner" detail={item.learner.email}>
                <Link href={`/staff/learners/${item.learner.id}`}>{item.learner.fullName}</Link>
              </TwoLineCell>,
              <TwoLineCell key="programme" detail={`Semester ${item.semester}, order ${item.orderReference}`}>
                {item.programme.title}
              </TwoLineCell>,
              OWED_REASON_LABELS[item.reason],
              <TwoLineCell
                key="paid"
                detail={`${formatMoment(item.paidAt)}${item.receiptNumber ? `, receipt ${item.receiptNumber}` : ''}`}
              >
                {formatRupees(item.paid)} by {PAYMENT_METHOD_LABEL[item.method]}
              </TwoLineCell>,
              formatRupees(item.owed),
              item.learner.email === session.user.email ? (
                'Your own payment: a colleague records it'
              ) : (
                <Link key="record" href={`/staff/refunds/${item.paymentId}`}>
                  Record refund<span className="visually-hidden"> for {item.learner.fullName}</span>
                </Link>
              ),
            ],
          }))}
        />
      )}
    </>
  );
}
