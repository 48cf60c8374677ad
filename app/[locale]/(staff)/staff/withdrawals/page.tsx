// /staff/withdrawals – learners' withdrawals, requested first: the refund the Terms give and the receipt it goes back
// to; "Refund sent" once the money has gone, recorded with who and when. Nobody settles their own withdrawal.
import type { Metadata } from 'next';
import { formatMoment, formatPrice } from '@/lib/format';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { listWithdrawals } from '@/lib/api/staff-withdrawals';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireStaffSession } from '@/lib/session/staff-session';
import { OwnCase } from '../_components/own-case';
import { SettleForm } from './_components/settle-form';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Withdrawals',
  description: 'Learners’ withdrawals from a semester: send each refund, then record it.',
});

export default async function StaffWithdrawalsPage() {
  const session = await requireStaffSession('/staff/withdrawals');
  const { items } = await listWithdrawals(session.accessToken);
  return (
    <>
      <PageHeader
        title="Withdrawals"
        lead="Send each refund to the method the learner paid with (the receipt names it), then record it here: the learner is told by e-mail."
      />
      {items.length === 0 ? (
        <p>No learner has withdrawn.</p>
      ) : (
        <Table
          caption="Withdrawals, requested first, newest first"
          stackOnPhone
          columns={['Learner', 'Programme', 'Semester', 'Refund', 'Receipt', 'Requested', 'Refund sent']}
          rows={items.map((item) => ({
            key: item.id,
            cells: [
              `${item.learner.fullName} (${item.learner.email})`,
              item.programme.title,
              String(item.semester),
              formatPrice(item.refund),
              item.receiptNumber ?? '—',
              formatMoment(item.requestedAt),
              item.status === 'refunded' ? (
                `By ${item.settledBy ?? 'staff'}, ${item.settledAt ? formatMoment(item.settledAt) : ''}`
              ) : item.learner.email === session.user.email ? (
                <OwnCase what="withdrawal" queue="/staff/withdrawals" />
              ) : (
                <SettleForm id={item.id} learner={item.learner.fullName} />
              ),
            ],
          }))}
        />
      )}
    </>
  );
}
