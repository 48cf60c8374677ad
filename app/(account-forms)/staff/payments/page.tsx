// /staff/payments – bank transfers to confirm: those awaiting a decision oldest first (first come, first served),
// and the decided ones newest first. Each names the order reference, learner, amount and transaction id.
import type { Metadata } from 'next';
import { formatRupees, transferQueueStatusSchema, type TransferQueueItem } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { getTransferQueue } from '@/lib/api/staff-payments';
import { requireStaffSession } from '@/lib/session/staff-session';
import { StaffOnly } from '../_components/staff-only';
import styles from '../_components/staff.module.css';
import { formatMoment } from '@/components/catalogue/format';

export const metadata: Metadata = { title: 'Bank transfers' };

const TABS = [
  { status: 'awaiting', label: 'Awaiting confirmation' },
  { status: 'decided', label: 'Decided' },
] as const;
const queueStatus = transferQueueStatusSchema.catch('awaiting');
const OUTCOME: Partial<Record<TransferQueueItem['status'], string>> = { succeeded: 'Confirmed', failed: 'Rejected' };

export default async function StaffPaymentsQueuePage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const status = queueStatus.parse((await searchParams).status);
  const session = await requireStaffSession(`/staff/payments${status === 'awaiting' ? '' : `?status=${status}`}`);
  if (!session.isStaff) return <StaffOnly />;
  const queue = await getTransferQueue(session.accessToken, status, { limit: 100, offset: 0 });
  return (
    <>
      <PageHeader
        title="Bank transfers"
        lead={status === 'awaiting' ? `${queue.total} waiting for confirmation, oldest first. Check each against the bank statement before confirming.` : `${queue.total} decided, most recent first.`}
      />
      <ul className={styles.tabs} aria-label="Which transfers">
        {TABS.map((tab) => (
          <li key={tab.status}>
            <Link href={tab.status === 'awaiting' ? '/staff/payments' : `/staff/payments?status=${tab.status}`} aria-current={tab.status === status ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
      {queue.items.length === 0 ? (
        <p>Nothing here right now.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Bank transfers {status === 'awaiting' ? 'awaiting confirmation' : 'decided'}</caption>
            <thead>
              <tr>
                <th scope="col">Order reference</th>
                <th scope="col">Learner</th>
                <th scope="col">Amount</th>
                <th scope="col">Transaction id</th>
                <th scope="col">Sent</th>
                {status === 'decided' ? <th scope="col">Decision</th> : null}
              </tr>
            </thead>
            <tbody>
              {queue.items.map((item) => (
                <tr key={item.paymentId}>
                  <td>
                    <Link href={`/staff/payments/${item.paymentId}`}>{item.orderReference}</Link>
                    <br />
                    <span className="muted">{item.programmeTitle}</span>
                  </td>
                  <td>
                    {item.learnerName}
                    <br />
                    <span className="muted">{item.learnerEmail}</span>
                  </td>
                  <td>{formatRupees(item.amount)}</td>
                  <td>
                    <code>{item.transferId}</code>
                  </td>
                  <td>{formatMoment(item.submittedAt)}</td>
                  {status === 'decided' ? <td>{OUTCOME[item.status] ?? item.status}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
