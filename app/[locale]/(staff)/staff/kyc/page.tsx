// /staff/kyc – the identity-verification review queue: pending submissions oldest first (first come, first
// served), and the decided ones newest first.
import type { Metadata } from 'next';
import { KYC_DOCUMENTS, kycStatusValueSchema } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { getKycQueue } from '@/lib/api/kyc';
import { requireStaffSession } from '@/lib/session/staff-session';
import { QueueTable } from '../_components/queue-table';
import { TwoLineCell } from '../_components/two-line-cell';
import { formatMoment } from '@/lib/format';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Identity verifications',
  description:
    'Identity verifications for staff to review: those waiting for a decision, oldest first, and those approved or rejected.',
});

const TABS = [
  { status: 'pending', label: 'Pending' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
] as const;
const queueStatus = kycStatusValueSchema.exclude(['not_submitted']).catch('pending');

export default async function StaffKycQueuePage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const status = queueStatus.parse((await searchParams).status);
  const session = await requireStaffSession(`/staff/kyc${status === 'pending' ? '' : `?status=${status}`}`);
  const queue = await getKycQueue(session.accessToken, status, { limit: 100, offset: 0 });
  return (
    <>
      <PageHeader
        title="Identity verifications"
        lead={
          status === 'pending'
            ? `${queue.total} waiting for review, oldest first.`
            : `${queue.total} ${status}, most recent decision first.`
        }
      />
      <QueueTable
        href="/staff/kyc"
        tabs={TABS}
        tabsLabel="Which submissions"
        current={status}
        caption={`${TABS.find((tab) => tab.status === status)?.label} identity verifications`}
        columns={['Learner', 'Document', 'Submitted']}
        rows={queue.items.map((item) => ({
          key: item.id,
          cells: [
            <TwoLineCell key="learner" detail={item.learner_email}>
              <Link href={`/staff/kyc/${item.id}`}>{item.learner_name}</Link>
            </TwoLineCell>,
            KYC_DOCUMENTS[item.document_type].name,
            formatMoment(item.submitted_at),
          ],
        }))}
      />
    </>
  );
}
