// One learner's record as staff see it on /staff/learners/{id}: the account, identity verification (its history, the
// document's last four characters only), orders with their payments, receipts and refunds, enrolments and the semesters paid,
// withdrawals, scholarships, the mail the portal sent them, their sign-ins and staff notes. Never a password hash, a
// token, a code or a whole document number: those columns are not read.
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { LearnerRecord } from '@/contract';
import type { Database } from '../../db/client';
import {
  accounts,
  authSessions,
  enrolments,
  kycSubmissions,
  learnerNotes,
  orders,
  payments,
  receipts,
  refunds,
  semesterScholarships,
  sentMail,
  withdrawals,
} from '../../db/schema';
import { receiptNumber } from '../checkout/order-view';

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/** How many of the latest sign-ins and mails the page lists. */
const RECENT = 50;

export async function readLearnerRecord(db: Database, id: string, now: Date): Promise<LearnerRecord | null> {
  const [account] = await db
    .select({
      id: accounts.id,
      fullName: accounts.fullName,
      email: accounts.email,
      phone: accounts.phone,
      country: accounts.country,
      language: accounts.language,
      role: accounts.role,
      createdAt: accounts.createdAt,
      emailVerifiedAt: accounts.emailVerifiedAt,
      closedAt: accounts.closedAt,
    })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (!account) return null;

  const [identity, orderRows, enrolmentRows, withdrawalRows, scholarshipRows, mailRows, sessionRows, noteRows] =
    await Promise.all([
      db
        .select({
          id: kycSubmissions.id,
          documentType: kycSubmissions.documentType,
          documentEnding: sql<string>`right(${kycSubmissions.documentNumber}, 4)`,
          legalName: kycSubmissions.legalName,
          status: kycSubmissions.status,
          submittedAt: kycSubmissions.submittedAt,
          decidedAt: kycSubmissions.decidedAt,
          decidedBy: kycSubmissions.decidedByEmail,
          rejectionReason: kycSubmissions.rejectionReason,
        })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.accountId, id))
        .orderBy(desc(kycSubmissions.submittedAt)),
      db.select().from(orders).where(eq(orders.accountId, id)).orderBy(desc(orders.createdAt)),
      db.select().from(enrolments).where(eq(enrolments.accountId, id)).orderBy(asc(enrolments.enrolledAt)),
      db.select().from(withdrawals).where(eq(withdrawals.accountId, id)).orderBy(desc(withdrawals.requestedAt)),
      db
        .select()
        .from(semesterScholarships)
        .where(eq(semesterScholarships.accountId, id))
        .orderBy(asc(semesterScholarships.programmeSlug), asc(semesterScholarships.programmeSemester)),
      db
        .select({ subject: sentMail.subject, sentAt: sentMail.sentAt, outcome: sentMail.outcome })
        .from(sentMail)
        // Mail sent before the account existed (the sign-up's code) is found by its address.
        .where(or(eq(sentMail.accountId, id), eq(sql`lower(${sentMail.recipient})`, account.email.toLowerCase())))
        .orderBy(desc(sentMail.sentAt), desc(sentMail.id))
        .limit(RECENT),
      db
        .select({
          createdAt: authSessions.createdAt,
          lastUsedAt: authSessions.lastUsedAt,
          userAgent: authSessions.userAgent,
          openedFrom: authSessions.openedFrom,
          revokedAt: authSessions.revokedAt,
          revokedReason: authSessions.revokedReason,
          expiresAt: authSessions.expiresAt,
        })
        .from(authSessions)
        .where(eq(authSessions.accountId, id))
        .orderBy(desc(authSessions.createdAt))
        .limit(RECENT),
      db.select().from(learnerNotes).where(eq(learnerNotes.accountId, id)).orderBy(desc(learnerNotes.id)),
    ]);

  const orderIds = orderRows.map((order) => order.id);
  const paymentRows = orderIds.length
    ? await db
        .select({
          payment: payments,
          receiptId: receipts.id,
          refund: {
            id: refunds.id,
            amountPaisa: refunds.amountPaisa,
            method: refunds.method,
            reference: refunds.reference,
            recordedAt: refunds.recordedAt,
            recordedBy: refunds.recordedByEmail,
            proofKey: refunds.proofKey,
          },
        })
        .from(payments)
        .leftJoin(receipts, eq(receipts.paymentId, payments.id))
        .leftJoin(refunds, eq(refunds.paymentId, payments.id))
        .where(inArray(payments.orderId, orderIds))
        .orderBy(asc(payments.startedAt))
    : [];
  const paidSemesters = (programme: string) =>
    orderRows
      .filter((order) => order.programmeSlug === programme && order.status === 'paid')
      .map((order) => order.programmeSemester)
      .sort((a, b) => a - b);

  return {
    account: {
      id: account.id,
      fullName: account.fullName,
      email: account.email,
      phone: account.phone,
      country: account.country,
      language: account.language,
      role: account.role,
      createdAt: iso(account.createdAt),
      confirmed: account.emailVerifiedAt !== null,
      closed: account.closedAt !== null,
      confirmedAt: isoOrNull(account.emailVerifiedAt),
      closedAt: isoOrNull(account.closedAt),
    },
    identity: identity.map((row) => ({
      ...row,
      submittedAt: iso(row.submittedAt),
      decidedAt: isoOrNull(row.decidedAt),
    })),
    orders: orderRows.map((order) => ({
      id: order.id,
      reference: order.reference,
      programme: order.programmeSlug,
      intake: order.intakeSlug,
      semester: order.programmeSemester,
      status: order.status,
      totalPaisa: order.totalPaisa,
      createdAt: iso(order.createdAt),
      paidAt: isoOrNull(order.paidAt),
      payments: paymentRows
        .filter(({ payment }) => payment.orderId === order.id)
        .map(({ payment, receiptId, refund }) => ({
          id: payment.id,
          method: payment.method,
          gatewayRef: payment.gatewayRef,
          status: payment.status,
          amountPaisa: payment.amountPaisa,
          flag: payment.flag,
          refundDue: payment.refundDue,
          receiptNumber: receiptId === null ? null : receiptNumber(receiptId),
          startedAt: iso(payment.startedAt),
          completedAt: isoOrNull(payment.completedAt),
          refund: refund && {
            id: refund.id,
            amountPaisa: refund.amountPaisa,
            method: refund.method,
            reference: refund.reference,
            recordedAt: iso(refund.recordedAt),
            recordedBy: refund.recordedBy,
            // Whether a proof is stored, never where: the key stays on the server.
            hasProof: refund.proofKey !== null,
          },
        })),
    })),
    enrolments: enrolmentRows.map((row) => ({
      programme: row.programmeSlug,
      intake: row.intakeSlug,
      enrolledAt: iso(row.enrolledAt),
      paidSemesters: paidSemesters(row.programmeSlug),
    })),
    withdrawals: withdrawalRows.map((row) => ({
      programme: row.programmeSlug,
      semester: row.programmeSemester,
      refundPaisa: row.refundPaisa,
      status: row.status,
      requestedAt: iso(row.requestedAt),
      settledAt: isoOrNull(row.settledAt),
      settledBy: row.settledByEmail,
    })),
    scholarships: scholarshipRows.map((row) => ({
      programme: row.programmeSlug,
      semester: row.programmeSemester,
      decidedAt: iso(row.decidedAt),
      decidedBy: row.decidedByEmail,
    })),
    mail: mailRows.map((row) => ({ ...row, sentAt: iso(row.sentAt) })),
    signIns: sessionRows.map((row) => ({
      startedAt: iso(row.createdAt),
      lastUsedAt: isoOrNull(row.lastUsedAt),
      device: row.userAgent,
      address: row.openedFrom,
      endedAt: isoOrNull(row.revokedAt ?? (row.expiresAt < now ? row.expiresAt : null)),
      endedBecause: row.revokedReason ?? (row.revokedAt === null && row.expiresAt < now ? 'expired' : null),
    })),
    notes: noteRows.map((row) => ({
      id: String(row.id),
      text: row.text,
      author: row.authorEmail,
      createdAt: iso(row.createdAt),
    })),
  };
}
