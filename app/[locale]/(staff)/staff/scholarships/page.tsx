// /staff/scholarships – scholarships per semester: record that a learner's scholarship covers a later semester, and
// the decisions so far with who took each and when.
import type { Metadata } from 'next';
import { formatMoment } from '@/lib/format';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { listSemesterScholarships } from '@/lib/api/staff-scholarships';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireStaffSession } from '@/lib/session/staff-session';
import { CoverForm } from './_components/cover-form';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Scholarships per semester',
  description: 'Record that a scholar’s scholarship covers a later semester, and see who decided each and when.',
});

export default async function StaffScholarshipsPage() {
  const session = await requireStaffSession('/staff/scholarships');
  const { items } = await listSemesterScholarships(session.accessToken);
  return (
    <>
      <PageHeader
        title="Scholarships per semester"
        lead="Before each later semester starts, record whether a scholar’s scholarship covers it (a passing average kept). The learner then has nothing to pay for it, and an order open for it is cancelled."
      />
      <CoverForm />
      <h2>Decisions</h2>
      {items.length === 0 ? (
        <p>No semester is covered yet.</p>
      ) : (
        <Table
          caption="Semesters covered by a scholarship, newest first"
          stackOnPhone
          columns={['Learner', 'Programme', 'Semester', 'Decided by', 'When']}
          rows={items.map((item) => ({
            key: `${item.learner.email}-${item.programme.slug}-${item.semester}`,
            cells: [
              `${item.learner.fullName} (${item.learner.email})`,
              item.programme.title,
              String(item.semester),
              item.decidedBy,
              formatMoment(item.decidedAt),
            ],
          }))}
        />
      )}
    </>
  );
}
