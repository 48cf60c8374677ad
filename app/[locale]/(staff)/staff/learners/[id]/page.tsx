// /staff/learners/{id} – one learner's record for the office: account, identity checks (the document's last four
// characters only), orders and payments, refunds sent (with their proof), enrolments, withdrawals, scholarships, the
// mail the portal sent, sign-ins and internal notes; and the four audited actions. Never a password, a token, a code or
// a whole CNIC.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { formatRupees, PAYMENT_METHOD_LABEL, type LearnerRecord } from '@/contract';
import { PageHeader } from '@/components/ui/page-header';
import { Table, type TableProps } from '@/components/ui/table';
import { readLearnerRecord } from '@/lib/api/staff-learners';
import { PlatformProblemError } from '@/lib/api/errors';
import { formatMoment } from '@/lib/format';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireStaffSession } from '@/lib/session/staff-session';
import { RefundProofLinks } from '../../_components/refund-proof-links';
import { LearnerActionForm } from './_components/learner-action-form';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Learner',
  description: 'One learner’s record for the office.',
});

const rupees = (amountPaisa: number) => formatRupees({ amountPaisa, currency: 'PKR' });
const moment = (at: string | null) =>
  at ? (
    <time dateTime={at} key={at}>
      {formatMoment(at)}
    </time>
  ) : (
    '—'
  );

async function load(accessToken: string, id: string): Promise<LearnerRecord> {
  try {
    return await readLearnerRecord(accessToken, id);
  } catch (error) {
    if (error instanceof PlatformProblemError && error.problem.status === 404) notFound();
    throw error;
  }
}

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={`section-${title.toLowerCase().replace(/\W+/g, '-')}`}>
      <h2 id={`section-${title.toLowerCase().replace(/\W+/g, '-')}`}>{title}</h2>
      {empty ? <p>None.</p> : children}
    </section>
  );
}

/** A section that is one table, or "None." without rows. */
function TableSection({ title, ...table }: { title: string } & TableProps) {
  return (
    <Section title={title} empty={table.rows.length === 0}>
      <Table stackOnPhone {...table} />
    </Section>
  );
}

export default async function StaffLearnerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  const session = await requireStaffSession(`/staff/learners/${id}`);
  const record = await load(session.accessToken, id);
  const { account } = record;
  const receipts = record.orders.flatMap((order) =>
    order.payments.flatMap((payment) => (payment.receiptNumber ? [payment.receiptNumber] : [])),
  );
  const refunds = record.orders.flatMap((order) =>
    order.payments.flatMap((payment) => (payment.refund ? [{ order, payment, refund: payment.refund }] : [])),
  );
  const formKey = crypto.randomUUID();
  return (
    <>
      <PageHeader title={account.fullName} lead={`${account.email} · ${account.phone ?? 'no phone'}`} />
      <Section title="Account" empty={false}>
        <dl>
          <dt>Signed up</dt>
          <dd>{moment(account.createdAt)}</dd>
          <dt>Address confirmed</dt>
          <dd>{account.confirmedAt ? moment(account.confirmedAt) : 'Not confirmed'}</dd>
          <dt>Closed</dt>
          <dd>{account.closedAt ? moment(account.closedAt) : 'Open'}</dd>
          <dt>Country, language, role</dt>
          <dd>{`${account.country}, ${account.language}, ${account.role}`}</dd>
        </dl>
      </Section>
      <Section title="Actions" empty={false}>
        {account.confirmed || account.closed ? null : (
          <LearnerActionForm
            learnerId={id}
            action="confirmation"
            formKey={`${formKey}-c`}
            button="Resend the confirmation"
          />
        )}
        {receipts.length > 0 && !account.closed ? (
          <LearnerActionForm
            learnerId={id}
            action="receipt-mail"
            formKey={`${formKey}-r`}
            button="Resend the receipt"
            receipts={receipts}
          />
        ) : null}
        <LearnerActionForm
          learnerId={id}
          action="sessions/end"
          formKey={`${formKey}-s`}
          button="End all their sign-ins"
        />
        <LearnerActionForm learnerId={id} action="notes" formKey={`${formKey}-n`} button="Add the note" />
      </Section>
      <TableSection
        title="Internal notes"
        caption="Internal notes, newest first"
        columns={['When', 'By', 'Note']}
        rows={record.notes.map((note) => ({ key: note.id, cells: [moment(note.createdAt), note.author, note.text] }))}
      />
      <TableSection
        title="Identity verification"
        caption="Identity verification submissions, newest first"
        columns={['Submitted', 'Document', 'Name on it', 'Status', 'Decided', 'By', 'Reason']}
        rows={record.identity.map((row) => ({
          key: row.id,
          cells: [
            moment(row.submittedAt),
            `${row.documentType} ending ${row.documentEnding}`,
            row.legalName,
            row.status,
            moment(row.decidedAt),
            row.decidedBy ?? '—',
            row.rejectionReason ?? '—',
          ],
        }))}
      />
      <TableSection
        title="Orders and payments"
        caption="Orders, newest first, with their payments"
        columns={['Order', 'Programme, intake, semester', 'Total', 'Status', 'Payments']}
        rows={record.orders.map((order) => ({
          key: order.id,
          cells: [
            order.reference,
            `${order.programme}, ${order.intake}, semester ${order.semester}`,
            rupees(order.totalPaisa),
            order.paidAt ? `${order.status} (${formatMoment(order.paidAt)})` : order.status,
            order.payments.length === 0
              ? '—'
              : order.payments
                  .map(
                    (p) =>
                      `${p.method} ${rupees(p.amountPaisa)} ${p.status} (${p.gatewayRef})` +
                      (p.receiptNumber ? ` receipt ${p.receiptNumber}` : '') +
                      (p.flag ? ` flagged ${p.flag}` : '') +
                      (p.refundDue ? ', refund due' : ''),
                  )
                  .join('; '),
          ],
        }))}
      />
      <TableSection
        title="Refunds sent"
        caption="Money sent back, with its proof"
        columns={['Sent', 'Order, payment', 'Amount', 'Method and reference', 'By', 'Proof']}
        rows={refunds.map(({ order, payment, refund }) => ({
          key: refund.id,
          cells: [
            moment(refund.recordedAt),
            `${order.reference}, ${payment.gatewayRef}`,
            rupees(refund.amountPaisa),
            `${PAYMENT_METHOD_LABEL[refund.method]}, ${refund.reference}`,
            refund.recordedBy,
            <RefundProofLinks key="proof" refundId={refund.id} hasProof={refund.hasProof} />,
          ],
        }))}
      />
      <TableSection
        title="Enrolments"
        caption="Enrolments and the semesters paid"
        columns={['Programme', 'Intake', 'Enrolled', 'Semesters paid']}
        rows={record.enrolments.map((row) => ({
          key: row.programme,
          cells: [row.programme, row.intake, moment(row.enrolledAt), row.paidSemesters.join(', ') || '—'],
        }))}
      />
      <TableSection
        title="Withdrawals and refunds"
        caption="Withdrawals and the refunds they owe"
        columns={['Programme, semester', 'Refund', 'Status', 'Requested', 'Refund sent', 'By']}
        rows={record.withdrawals.map((row) => ({
          key: `${row.programme}-${row.semester}`,
          cells: [
            `${row.programme}, semester ${row.semester}`,
            rupees(row.refundPaisa),
            row.status,
            moment(row.requestedAt),
            moment(row.settledAt),
            row.settledBy ?? '—',
          ],
        }))}
      />
      <TableSection
        title="Scholarships"
        caption="Scholarships per semester"
        columns={['Programme, semester', 'Decided', 'By']}
        rows={record.scholarships.map((row) => ({
          key: `${row.programme}-${row.semester}`,
          cells: [`${row.programme}, semester ${row.semester}`, moment(row.decidedAt), row.decidedBy],
        }))}
      />
      <TableSection
        title="Mail sent"
        caption="Mail the portal sent them, newest first"
        columns={['Sent', 'Subject', 'Outcome']}
        rows={record.mail.map((row, index) => ({
          key: `${row.sentAt}-${index}`,
          cells: [moment(row.sentAt), row.subject, row.outcome === 'delivered' ? 'Delivered' : 'Failed'],
        }))}
      />
      <TableSection
        title="Sign-ins"
        caption="Sign-ins, newest first"
        columns={['Signed in', 'Last used', 'Device', 'From', 'Ended']}
        rows={record.signIns.map((row, index) => ({
          key: `${row.startedAt}-${index}`,
          cells: [
            moment(row.startedAt),
            moment(row.lastUsedAt),
            row.device ?? '—',
            row.address ?? '—',
            row.endedAt ? `${formatMoment(row.endedAt)} (${row.endedBecause ?? 'ended'})` : 'Open',
          ],
        }))}
      />
    </>
  );
}
