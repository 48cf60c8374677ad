// /staff/kyc – the identity-verification review queue: pending submissions oldest first (first come, first
// served), and the decided ones newest first.
import type { Metadata } from 'next';
import { KYC_DOCUMENTS, kycStatusValueSchema } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { getKycQueue } from '@/lib/api/kyc';
import { requireStaffSession } from '@/lib/session/staff-session';
import { StaffOnly } from '../_components/staff-only';
import styles from '../_components/staff.module.css';
import { formatMoment } from '@/components/catalogue/format';

export const metadata: Metadata = { title: 'Identity verifications' };

const TABS = [
  { status: 'pending', label: 'Pending' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
] as const;
const queueStatus = kycStatusValueSchema.exclude(['not_submitted']).catch('pending');

export default async function StaffKycQueuePage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const status = queueStatus.parse((await searchParams).status);
  const session = await requireStaffSession(`/staff/kyc${status === 'pending' ? '' : `?status=${status}`}`);
  if (!session.isStaff) return <StaffOnly />;
  const queue = await getKycQueue(session.accessToken, status, { limit: 100, offset: 0 });
  return (
    <>
      <PageHeader title="Identity verifications" lead={status === 'pending' ? `${queue.total} waiting for review, oldest first.` : `${queue.total} ${status}, most recent decision first.`} />
      <ul className={styles.tabs} aria-label="Which submissions">
        {TABS.map((tab) => (
          <li key={tab.status}>
            <Link href={tab.status === 'pending' ? '/staff/kyc' : `/staff/kyc?status=${tab.status}`} aria-current={tab.status === status ? 'page' : undefined}>
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
            <caption className="visually-hidden">{TABS.find((tab) => tab.status === status)?.label} identity verifications</caption>
            <thead>
              <tr>
                <th scope="col">Learner</th>
                <th scope="col">Document</th>
                <th scope="col">Submitted</th>
              </tr>
            </thead>
            <tbody>
              {queue.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link href={`/staff/kyc/${item.id}`}>{item.learner_name}</Link>
                    <br />
                    <span className="muted">{item.learner_email}</span>
                  </td>
                  <td>{KYC_DOCUMENTS[item.document_type].name}</td>
                  <td>{formatMoment(item.submitted_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
