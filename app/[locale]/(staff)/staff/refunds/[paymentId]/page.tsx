// /staff/refunds/{paymentId} – record money sent back for one payment owed back: what was paid and why it is owed,
// then the amount, method and reference. A payment owed nothing (recorded already, or never due) says so.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { formatRupees, PAYMENT_METHOD_LABEL } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { listRefundsOwed } from '@/lib/api/staff-money';
import { formatMoment } from '@/lib/format';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireStaffSession } from '@/lib/session/staff-session';
import { OWED_REASON_LABELS } from '../../_components/money-labels';
import { OwnCase } from '../../_components/own-case';
import styles from '../../_components/staff.module.css';
import { RefundForm } from './_components/refund-form';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Record a refund',
  description: 'Record money sent back to a learner for one payment: the amount, how and the reference.',
});

export default async function RecordRefundPage({ params }: { params: Promise<{ paymentId: string }> }) {
  const { paymentId } = await params;
  if (!z.uuid().safeParse(paymentId).success) notFound();
  const session = await requireStaffSession(`/staff/refunds/${paymentId}`);
  const { items } = await listRefundsOwed(session.accessToken);
  const owed = items.find((item) => item.paymentId === paymentId) ?? null;
  return (
    <>
      <PageHeader
        eyebrow={<Link href="/staff/refunds">Refunds owed</Link>}
        title={owed ? `Record a refund for ${owed.learner.fullName}` : 'Record a refund'}
      />
      {owed ? (
        <dl className={styles.facts}>
          <dt>Learner</dt>
          <dd>
            <Link href={`/staff/learners/${owed.learner.id}`}>{owed.learner.fullName}</Link> ({owed.learner.email})
          </dd>
          <dt>Programme</dt>
          <dd>
            {owed.programme.title}, semester {owed.semester} (order {owed.orderReference})
          </dd>
          <dt>Why</dt>
          <dd>{OWED_REASON_LABELS[owed.reason]}</dd>
          <dt>Paid</dt>
          <dd>
            {formatRupees(owed.paid)} by {PAYMENT_METHOD_LABEL[owed.method]}, {formatMoment(owed.paidAt)}
            {owed.receiptNumber ? `, receipt ${owed.receiptNumber}` : ''}
          </dd>
          <dt>Owed back</dt>
          <dd>{formatRupees(owed.owed)}</dd>
        </dl>
      ) : null}
      {owed?.learner.email === session.user.email ? (
        <OwnCase what="payment" queue="/staff/refunds" />
      ) : (
        <RefundForm owed={owed} paymentId={paymentId} formKey={crypto.randomUUID()} />
      )}
    </>
  );
}
