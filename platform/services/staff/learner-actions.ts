// What staff do from a learner's page, each recorded in the staff audit log with who, when and from where: resend the
// address confirmation or a receipt, end every sign-in, add an internal note. None shows staff a code or a token: the
// mail goes to the learner's own address, exactly as the portal sends it itself.
import { and, eq, isNull } from 'drizzle-orm';
import type { LearnerActionResult } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, authSessions, learnerNotes, orders, payments, receipts } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../domain-errors';
import { resendRegistrationCode } from '../auth/registration';
import { sendReceiptMail } from '../payments/receipt-mail';
import { recordStaffAction, type AuditActor } from './audit-log';

const NO_LEARNER = 'No learner has this id.';

async function learnerAccount(deps: PlatformDeps, id: string) {
  const [account] = await deps.db
    .select({
      id: accounts.id,
      email: accounts.email,
      emailVerifiedAt: accounts.emailVerifiedAt,
      closedAt: accounts.closedAt,
    })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (!account) throw notFound(NO_LEARNER);
  return account;
}

const onAccount = (id: string) => ({ recordType: 'account', recordId: id });

export async function resendConfirmation(
  deps: PlatformDeps,
  actor: AuditActor,
  id: string,
): Promise<LearnerActionResult> {
  const account = await learnerAccount(deps, id);
  if (account.closedAt) throw conflict('This account is closed.');
  if (account.emailVerifiedAt) throw conflict('Their address is already confirmed: there is nothing to resend.');
  if (!(await resendRegistrationCode(deps, account.email)))
    throw conflict('No sign-up is waiting for this address: ask the learner to sign up again with it.');
  await recordStaffAction(deps.db, actor, { action: 'learner.confirmation-resent', ...onAccount(id) }, deps.now());
  return { message: `A new confirmation code is on its way to ${account.email}.` };
}

export async function resendReceipt(
  deps: PlatformDeps,
  actor: AuditActor,
  id: string,
  receipt: string,
): Promise<LearnerActionResult> {
  const account = await learnerAccount(deps, id);
  const number = Number(receipt.slice(2));
  const [found] = await deps.db
    .select({ paymentId: receipts.paymentId })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(receipts.id, number), eq(orders.accountId, id)));
  if (!found)
    throw unprocessable('This learner has no such receipt.', { receipt: ['This learner has no such receipt.'] });
  if (account.closedAt) throw conflict('This account is closed: the portal has no address to send to.');
  sendReceiptMail(deps, found.paymentId);
  await recordStaffAction(
    deps.db,
    actor,
    { action: 'learner.receipt-resent', ...onAccount(id), after: { receipt } },
    deps.now(),
  );
  return { message: `Receipt ${receipt} is on its way to ${account.email}.` };
}

export async function endLearnerSessions(
  deps: PlatformDeps,
  actor: AuditActor,
  id: string,
): Promise<LearnerActionResult> {
  await learnerAccount(deps, id);
  const now = deps.now();
  const ended = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(authSessions)
      .set({ revokedAt: now, revokedReason: 'ended-by-staff' })
      .where(and(eq(authSessions.accountId, id), isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id });
    await recordStaffAction(
      tx,
      actor,
      { action: 'learner.sessions-ended', ...onAccount(id), after: { sessionsEnded: rows.length } },
      now,
    );
    return rows.length;
  });
  return {
    message:
      ended === 0
        ? 'They had no sign-in open; nothing changed.'
        : `${ended} sign-in${ended === 1 ? '' : 's'} ended: they sign in again with their password.`,
  };
}

export async function addLearnerNote(
  deps: PlatformDeps,
  actor: AuditActor,
  id: string,
  text: string,
): Promise<LearnerActionResult> {
  await learnerAccount(deps, id);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [note] = await tx
      .insert(learnerNotes)
      .values({ accountId: id, text, authorId: actor.id, authorEmail: actor.email, createdAt: now })
      .returning({ id: learnerNotes.id });
    // The note's id, not its text: the log outlives the account, and closing it deletes the notes about the learner.
    await recordStaffAction(
      tx,
      actor,
      { action: 'learner.note-added', ...onAccount(id), after: { note: String(note!.id) } },
      now,
    );
  });
  return { message: 'Note added.' };
}
