// /staff/transfers – bank transfers to confirm: those awaiting a decision oldest first (first come, first served),
// and the decided ones newest first. Each names the order reference, learner, amount and transaction id.
import type { Metadata } from 'next';
import { formatRupees, transferQueueStatusSchema, type TransferQueueItem } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { getTransferQueue } from '@/lib/api/staff-transfers';
import { requireStaffSession } from '@/lib/session/staff-session';
import { QueueTable } from '../_components/queue-table';
import { TwoLineCell } from '../_components/two-line-cell';
import { formatMoment } from '@/lib/format';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Bank transfers',
  description:
    'Bank transfers for staff to confirm: those waiting for a decision, oldest first, and those already confirmed or rejected.',
});

const TABS = [
  { status: 'awaiting', label: 'Awaiting confirmation' },
  { status: 'decided', label: 'Decided' },
] as const;
const queueStatus = transferQueueStatusSchema.catch('awaiting');
const OUTCOME: Partial<Record<TransferQueueItem['status'], string>> = { succeeded: 'Confirmed', failed: 'Rejected' };

export default async function StaffPaymentsQueuePage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const status = queueStatus.parse((await searchParams).status);
  const session = await requireStaffSession(`/staff/transfers${status === 'awaiting' ? '' : `?status=${status}`}`);
  const queue = await getTransferQueue(session.accessToken, status, { limit: 100, offset: 0 });
  return (
    <>
      <PageHeader
        title="Bank transfers"
        lead={
          status === 'awaiting'
            ? `${queue.total} waiting for confirmation, oldest first. Check each against the bank statement before confirming.`
            : `${queue.total} decided, most recent first.`
        }
      />
      <QueueTable
        href="/staff/transfers"
        tabs={TABS}
        tabsLabel="Which transfers"
        current={status}
        caption={`Bank transfers ${status === 'awaiting' ? 'awaiting confirmation' : 'decided'}`}
        columns={[
          'Order reference',
          'Learner',
          'Amount',
          'Transaction id',
          'Sent',
          ...(status === 'decided' ? ['Decision'] : []),
        ]}
        rows={queue.items.map((item) => ({
          key: item.paymentId,
          cells: [
            <TwoLineCell key="order" detail={item.programmeTitle}>
              <Link href={`/staff/transfers/${item.paymentId}`}>{item.orderReference}</Link>
            </TwoLineCell>,
            <TwoLineCell key="learner" detail={item.learnerEmail}>
              {item.learnerName}
            </TwoLineCell>,
            formatRupees(item.amount),
            <code key="transfer-id">{item.transferId}</code>,
            formatMoment(item.submittedAt),
            ...(status === 'decided' ? [OUTCOME[item.status] ?? item.status] : []),
          ],
        }))}
      />
    </>
  );
}
