// Withdrawal, as the Terms say: before a semester's term starts, all of its fee back; in its first 14 days, half;
// after that, nothing. Withdrawing ends the programme from that semester on, so every later semester already paid for
// comes back whole, and an order still open for one is cancelled. The learner asks from the dashboard; each refund is
// computed from, and recorded against, the payment that paid its semester, once; staff settle each (who and when) once
// the money is sent; the learner is told by e-mail at each step, in their account's language (./semester-mail-text.ts).
import { and, asc, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import {
  HALF_REFUND_DAYS,
  halfRefundUntil,
  spelledDate,
  type Language,
  type Withdrawal,
  type WithdrawalRecorded,
  type WithdrawalRequest,
} from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, orders, payments, programmes, receipts, withdrawals } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../domain-errors';
import type { Learner } from '../auth/require-learner';
import { greetingLine } from '../auth/account-mail-text';
import { sendAccountMail } from '../auth/notify';
import { refuseOwnCase, type Staff } from '../auth/require-staff';
import { recordStaffAction } from '../staff/audit-log';
import { academicDate } from '../catalogue/calendar';
import { receiptNumber } from '../checkout/order-view';
import { listEnrolments } from '../enrolments/list';
import { refundSentMail, withdrawalRequestedMail, type WithdrawalFacts } from './semester-mail-text';
import { refundsOnWithdrawal } from './standing';
import { semesterField } from './semester-field';

async function readWithdrawals(deps: PlatformDeps, where: SQL | undefined): Promise<Withdrawal[]> {
  const rows = await deps.db
    .select({
      w: withdrawals,
      email: accounts.email,
      fullName: accounts.fullName,
      title: programmes.title,
      receiptId: receipts.id,
    })
    .from(withdrawals)
    .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
    .innerJoin(programmes, eq(programmes.slug, withdrawals.programmeSlug))
    .leftJoin(receipts, eq(receipts.paymentId, withdrawals.paymentId))
    .where(where)
    .orderBy(asc(withdrawals.status), desc(withdrawals.requestedAt))
    .limit(200);
  return rows.map(({ w, email, fullName, title, receiptId }) => ({
    id: w.id,
    learner: { email, fullName },
    programme: { slug: w.programmeSlug, title },
    semester: w.programmeSemester,
    refund: { amountPaisa: w.refundPaisa, currency: 'PKR' },
    receiptNumber: receiptId === null ? null : receiptNumber(receiptId),
    status: w.status,
    requestedAt: w.requestedAt.toISOString(),
    settledBy: w.settledByEmail,
    settledAt: w.settledAt ? w.settledAt.toISOString() : null,
  }));
}

export const listWithdrawals = (deps: PlatformDeps) => readWithdrawals(deps, undefined);

export async function requestWithdrawal(
  deps: PlatformDeps,
  learner: Learner,
  input: WithdrawalRequest,
): Promise<WithdrawalRecorded> {
  const now = deps.now();
  const today = academicDate(now);
  const enrolment = (await listEnrolments(deps.db, learner.account.id, now)).find(
    (e) => e.programme.slug === input.programme,
  );
  if (!enrolment) throw notFound(`You are not enrolled in a programme named "${input.programme}".`);
  const semester = enrolment.semesters.find((s) => s.number === input.semester);
  const term = semester?.term;
  if (!semester || !term)
    throw semesterField(`${enrolment.programme.title} has no semester ${input.semester} with dates.`);
  const already = () => conflict(`You have already withdrawn from ${enrolment.programme.title}.`);
  if (semester.standing.status === 'withdrawn') throw already();
  if (semester.standing.status !== 'paid')
    throw semesterField(
      `Semester ${semester.number} is not paid: there is nothing to refund. To stop, simply do not pay for it.`,
    );
  const mine = and(eq(orders.accountId, learner.account.id), eq(orders.programmeSlug, input.programme));

  const ids = await deps.db
    .transaction(async (tx) => {
      // As settling a payment does: the learner's row first, so a payment landing now is either paid first (and owed
      // back below) or finds its order cancelled (and is flagged for refund there).
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, learner.account.id)).for('update');
      const [paid, owed] = await Promise.all([
        // The payment that paid each semester from this one on: semester 1's is the enrolment's order, a later one its own.
        tx
          .select({ semester: orders.programmeSemester, paymentId: payments.id, amountPaisa: payments.amountPaisa })
          .from(orders)
          .innerJoin(payments, eq(payments.orderId, orders.id))
          .innerJoin(receipts, eq(receipts.paymentId, payments.id))
          .where(and(mine, eq(orders.status, 'paid'), gte(orders.programmeSemester, input.semester))),
        tx
          .select({ semester: withdrawals.programmeSemester })
          .from(withdrawals)
          .where(and(eq(withdrawals.accountId, learner.account.id), eq(withdrawals.programmeSlug, input.programme))),
      ]);
      if (owed.some((w) => w.semester <= input.semester)) throw already();
      if (!paid.some((p) => p.semester === input.semester))
        throw semesterField(`Semester ${semester.number} was not paid online: contact support to withdraw.`);
      const refunds = refundsOnWithdrawal(
        input.semester,
        enrolment.semesters
          .filter((s) => !owed.some((w) => w.semester === s.number))
          .map((s) => ({
            number: s.number,
            startsOn: s.term?.startsOn ?? null,
            paidPaisa: paid.find((p) => p.semester === s.number)?.amountPaisa ?? null,
          })),
        today,
      );
      if (refunds[0]?.number !== input.semester)
        throw semesterField(
          `The first ${HALF_REFUND_DAYS} days of semester ${semester.number} ended on ${spelledDate(halfRefundUntil(term.startsOn))}: under the Terms there is no refund after that. Contact support to stop.`,
        );
      const rows = await tx
        .insert(withdrawals)
        .values(
          refunds.map((r) => ({
            accountId: learner.account.id,
            programmeSlug: input.programme,
            programmeSemester: r.number,
            paymentId: paid.find((p) => p.semester === r.number)!.paymentId,
            refundPaisa: r.refundPaisa,
            requestedAt: now,
          })),
        )
        .returning({ id: withdrawals.id });
      // Nothing more can be paid from this semester on: an order still open closes (a payment landing later is refunded).
      await tx
        .update(orders)
        .set({ status: 'cancelled', closedAt: now })
        .where(and(mine, eq(orders.status, 'pending_payment'), gte(orders.programmeSemester, input.semester)));
      return rows.map((row) => row.id);
    })
    .catch((error: unknown) => {
      // Two requests at once: the learner's row lock queues them, and the index is the last word.
      throw isUniqueViolation(error) ? already() : error;
    });
  const items = await readWithdrawals(deps, inArray(withdrawals.id, ids));
  items.sort((a, b) => a.semester - b.semester);
  mailLearner(
    deps,
    learner.account,
    withdrawalRequestedMail(learner.account.language, {
      programme: enrolment.programme.title,
      semester: input.semester,
      refund: { amountPaisa: items.reduce((sum, w) => sum + w.refund.amountPaisa, 0), currency: 'PKR' },
      receiptNumbers: items.flatMap((w) => (w.receiptNumber ? [w.receiptNumber] : [])),
    }),
  );
  return { items };
}

/** Staff record that the refund was sent: once, with who and when; the learner is told. */
export async function settleWithdrawal(deps: PlatformDeps, staff: Staff, id: string): Promise<Withdrawal> {
  const [row] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw notFound('No such withdrawal.');
  refuseOwnCase(staff, row.accountId, 'This withdrawal');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const settled = await tx
      .update(withdrawals)
      .set({ status: 'refunded', settledBy: staff.account.id, settledByEmail: staff.account.email, settledAt: now })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'requested')))
      .returning({ id: withdrawals.id });
    if (settled.length === 0) throw conflict('This refund is recorded as sent already.');
    await recordStaffAction(
      tx,
      staff.actor,
      {
        action: 'withdrawal.settled',
        recordType: 'withdrawal',
        recordId: id,
        before: { status: 'requested' },
        after: { status: 'refunded' },
      },
      now,
    );
  });
  const [[withdrawal], [account]] = await Promise.all([
    readWithdrawals(deps, eq(withdrawals.id, id)),
    deps.db
      .select({ id: accounts.id, email: accounts.email, fullName: accounts.fullName, language: accounts.language })
      .from(accounts)
      .where(eq(accounts.id, row.accountId)),
  ]);
  if (account) mailLearner(deps, account, refundSentMail(account.language, factsOf(withdrawal!)));
  return withdrawal!;
}

const factsOf = (withdrawal: Withdrawal): WithdrawalFacts => ({
  programme: withdrawal.programme.title,
  semester: withdrawal.semester,
  refund: withdrawal.refund,
  receiptNumbers: withdrawal.receiptNumber ? [withdrawal.receiptNumber] : [],
});

/** A mail about the learner's withdrawal, in their account's language. */
function mailLearner(
  deps: PlatformDeps,
  account: { id: string; email: string; fullName: string; language: Language },
  mail: { subject: string; lines: string[] },
): void {
  const text = [greetingLine(account.language, account.fullName), '', ...mail.lines].join('\n');
  sendAccountMail(deps, { to: account.email, subject: mail.subject, text }, { accountId: account.id });
}
