// Withdrawal, as the Terms say: before a semester's term starts, all of its fee back; in its first 14 days, half;
// after that, nothing. The learner asks from the dashboard; the refund is recorded against the payment that paid the
// semester; staff settle it (who and when) once the money is sent; the learner is told by e-mail at each step, in their
// account's language (./semester-mail-text.ts).
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import {
  HALF_REFUND_DAYS,
  halfRefundUntil,
  spelledDate,
  type Language,
  type Withdrawal,
  type WithdrawalRequest,
} from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, orders, payments, programmes, receipts, withdrawals } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { Learner } from '../auth/require-learner';
import { greetingLine } from '../auth/account-mail-text';
import { sendAccountMail } from '../auth/notify';
import { refuseOwnCase, type Staff } from '../auth/require-staff';
import { recordStaffAction } from '../staff/audit-log';
import { academicDate } from '../catalogue/calendar';
import { receiptNumber } from '../checkout/order-view';
import { listEnrolments } from '../enrolments/list';
import { refundSentMail, withdrawalRequestedMail, type WithdrawalFacts } from './semester-mail-text';
import { refundOn } from './standing';

const semesterField = (message: string) => unprocessable('Invalid body field: semester', { semester: [message] });

async function readWithdrawals(deps: PlatformDeps, where: ReturnType<typeof eq> | undefined): Promise<Withdrawal[]> {
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
): Promise<Withdrawal> {
  const now = deps.now();
  const today = academicDate(now);
  const enrolment = (await listEnrolments(deps.db, learner.account.id, now)).find(
    (e) => e.programme.slug === input.programme,
  );
  if (!enrolment) throw notFound(`You are not enrolled in a programme named "${input.programme}".`);
  const semester = enrolment.semesters.find((s) => s.number === input.semester);
  if (!semester?.term)
    throw semesterField(`${enrolment.programme.title} has no semester ${input.semester} with dates.`);
  if (semester.standing.status === 'withdrawn')
    throw conflict(`You have already withdrawn from ${enrolment.programme.title}.`);
  if (semester.standing.status !== 'paid')
    throw semesterField(
      `Semester ${semester.number} is not paid: there is nothing to refund. To stop, simply do not pay for it.`,
    );
  const refundPaisa = refundOn(semester.standing.fee.amountPaisa, semester.term.startsOn, today);
  if (refundPaisa === null)
    throw semesterField(
      `The first ${HALF_REFUND_DAYS} days of semester ${semester.number} ended on ${spelledDate(halfRefundUntil(semester.term.startsOn))}: under the Terms there is no refund after that. Contact support to stop.`,
    );

  // The payment that paid the semester: semester 1's is the enrolment's order, a later one its own paid order.
  const [paying] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(receipts, eq(receipts.paymentId, payments.id))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.accountId, learner.account.id),
        eq(orders.programmeSlug, input.programme),
        eq(orders.programmeSemester, input.semester),
        eq(orders.status, 'paid'),
        isNotNull(receipts.id),
      ),
    );
  if (!paying) throw semesterField(`Semester ${semester.number} was not paid online: contact support to withdraw.`);
  let id: string;
  try {
    const [row] = await deps.db
      .insert(withdrawals)
      .values({
        accountId: learner.account.id,
        programmeSlug: input.programme,
        programmeSemester: input.semester,
        paymentId: paying.id,
        refundPaisa,
        requestedAt: now,
      })
      .returning({ id: withdrawals.id });
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`You have already withdrawn from ${enrolment.programme.title}.`);
    throw error;
  }
  const [withdrawal] = await readWithdrawals(deps, eq(withdrawals.id, id));
  mailLearner(deps, learner.account, withdrawalRequestedMail(learner.account.language, factsOf(withdrawal!)));
  return withdrawal!;
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
  receiptNumber: withdrawal.receiptNumber,
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
