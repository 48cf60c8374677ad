// "Download my data": what the learner did and what the platform holds about them, each record marked by its source
// ("you" or "about you"), read in one transaction so the sections agree. Identity photos are listed (kind, when, size)
// but not included: the export is a file learners save and send on, and a copy of an identity document in it would
// outlive the 90 days the photos are kept. Public forms (support, scholarship) are matched by the address typed into
// them, which anyone can type: the export says such a form exists, never what its sender wrote.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { DATA_EXPORT_FORMAT, type DataExport } from '@/contract';
import type { PlatformDeps } from '../../deps';
import {
  accountEvents,
  authSessions,
  enrolments,
  kycPhotos,
  kycSubmissions,
  orderLines,
  orders,
  payments,
  receipts,
  scholarshipApplications,
  supportRequests,
} from '../../db/schema';
import type { Learner } from '../auth/require-learner';
import { receiptNumber } from '../checkout/order-view';
import { recordAccountEvent } from './audit';
import { exportMoney } from './data-export-money';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export async function exportLearnerData(
  deps: PlatformDeps,
  learner: Learner,
  address: string | undefined,
): Promise<DataExport> {
  const now = deps.now();
  const { account } = learner;
  const email = account.email.trim().toLowerCase();
  return deps.db.transaction(async (tx) => {
    const [sessions, events, enrolled, ordered, submissions, photos, support, scholarships] = await Promise.all([
      tx.select().from(authSessions).where(eq(authSessions.accountId, account.id)).orderBy(asc(authSessions.createdAt)),
      tx.select().from(accountEvents).where(eq(accountEvents.accountId, account.id)).orderBy(asc(accountEvents.id)),
      tx
        .select({ enrolment: enrolments, reference: orders.reference })
        .from(enrolments)
        .leftJoin(orders, eq(enrolments.orderId, orders.id))
        .where(eq(enrolments.accountId, account.id))
        .orderBy(asc(enrolments.enrolledAt)),
      tx.select().from(orders).where(eq(orders.accountId, account.id)).orderBy(asc(orders.createdAt)),
      tx
        .select()
        .from(kycSubmissions)
        .where(eq(kycSubmissions.accountId, account.id))
        .orderBy(asc(kycSubmissions.submittedAt)),
      tx.select().from(kycPhotos).where(eq(kycPhotos.accountId, account.id)).orderBy(asc(kycPhotos.createdAt)),
      // Only what says the form exists: its sender's words are not read at all.
      tx
        .select({
          reference: supportRequests.reference,
          topic: supportRequests.topic,
          email: supportRequests.email,
          receivedAt: supportRequests.receivedAt,
        })
        .from(supportRequests)
        .where(eq(sql`lower(${supportRequests.email})`, email))
        .orderBy(asc(supportRequests.receivedAt)),
      tx
        .select({
          reference: scholarshipApplications.reference,
          intake: scholarshipApplications.intake,
          programmeSlug: scholarshipApplications.programmeSlug,
          email: scholarshipApplications.email,
          receivedAt: scholarshipApplications.receivedAt,
        })
        .from(scholarshipApplications)
        .where(eq(scholarshipApplications.emailNormalized, email))
        .orderBy(asc(scholarshipApplications.receivedAt)),
    ]);
    const orderIds = ordered.map((order) => order.id);
    const money = await exportMoney(tx, account.id, orderIds);
    const [lines, paid] = orderIds.length
      ? await Promise.all([
          tx.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.position)),
          tx
            .select({ payment: payments, receipt: receipts })
            .from(payments)
            .leftJoin(receipts, eq(receipts.paymentId, payments.id))
            .where(inArray(payments.orderId, orderIds))
            .orderBy(asc(payments.startedAt)),
        ])
      : [[], []];
    await recordAccountEvent(tx, { accountId: account.id, kind: 'data-exported', address, at: now });
    return {
      format: DATA_EXPORT_FORMAT,
      generated_at: iso(now),
      profile: {
        id: account.id,
        email: account.email,
        email_verified_at: isoOrNull(account.emailVerifiedAt),
        full_name: account.fullName,
        phone: account.phone,
        country: account.country,
        role: account.role,
        created_at: iso(account.createdAt),
        updated_at: iso(account.updatedAt),
      },
      sign_ins: sessions.map((s) => ({
        source: 'you' as const,
        signed_in_at: iso(s.createdAt),
        last_used_at: isoOrNull(s.lastUsedAt),
        user_agent: s.userAgent,
        ended_at: isoOrNull(s.revokedAt),
        ended_because: s.revokedReason,
      })),
      account_changes: events.map((e) => ({
        source: 'you' as const,
        at: iso(e.createdAt),
        what: e.kind,
        detail: e.detail,
        address: e.address,
      })),
      enrolments: enrolled.map(({ enrolment, reference }) => ({
        source: 'you' as const,
        programme: enrolment.programmeSlug,
        intake: enrolment.intakeSlug,
        order_reference: reference,
        enrolled_at: iso(enrolment.enrolledAt),
      })),
      orders: ordered.map((order) => ({
        source: 'you' as const,
        reference: order.reference,
        programme: order.programmeSlug,
        intake: order.intakeSlug,
        status: order.status,
        total_paisa: order.totalPaisa,
        currency: order.currency,
        created_at: iso(order.createdAt),
        paid_at: isoOrNull(order.paidAt),
        closed_at: isoOrNull(order.closedAt),
        lines: lines
          .filter((line) => line.orderId === order.id)
          .map((line) => ({ description: line.description, amount_paisa: line.amountPaisa })),
        payments: paid
          .filter(({ payment }) => payment.orderId === order.id)
          .map(({ payment, receipt }) => ({
            method: payment.method,
            status: payment.status,
            amount_paisa: payment.amountPaisa,
            currency: payment.currency,
            gateway: payment.gateway,
            gateway_transaction_id: payment.gatewayTxnId,
            bank_transfer_id: payment.transferId,
            refund_due: payment.refundDue,
            failure_reason: payment.failureReason,
            review_decision: payment.reviewDecision,
            review_reason: payment.reviewReason,
            started_at: iso(payment.startedAt),
            completed_at: isoOrNull(payment.completedAt),
            receipt: receipt ? { number: receiptNumber(receipt.id), issued_at: iso(receipt.issuedAt) } : null,
          })),
      })),
      identity_verification: {
        submissions: submissions.map((s) => ({
          source: 'you' as const,
          document_type: s.documentType,
          document_number: s.documentNumber,
          guardian_document_number: s.guardianDocumentNumber,
          legal_name: s.legalName,
          date_of_birth: s.dateOfBirth,
          status: s.status,
          submitted_at: iso(s.submittedAt),
          decided_at: isoOrNull(s.decidedAt),
          rejection_reason: s.rejectionReason,
          photos_deleted_at: isoOrNull(s.photosDeletedAt),
          photos: photos
            .filter((p) => p.submissionId === s.id)
            .map((p) => ({ kind: p.kind, taken_at: iso(p.createdAt), width: p.width, height: p.height })),
        })),
      },
      ...money,
      support_requests: support.map((r) => ({
        source: 'about you' as const,
        reference: r.reference,
        topic: r.topic,
        email: r.email,
        received_at: iso(r.receivedAt),
      })),
      scholarship_applications: scholarships.map((a) => ({
        source: 'about you' as const,
        reference: a.reference,
        intake: a.intake,
        programme: a.programmeSlug,
        email: a.email,
        received_at: iso(a.receivedAt),
      })),
    };
  });
}
