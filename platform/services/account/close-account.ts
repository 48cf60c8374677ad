// Closing an account, confirmed with the password. What the privacy policy promises happens at once rather than
// within its 30 days: personal fields are cleared (the address can sign up again as a new account), identity photos
// and details, support requests and scholarship applications (with the office's replies and notes on them), the
// office's notes about the learner and its log of mail sent to them are deleted, every sign-in ends. Payment records
// (orders, payments, receipts) are kept six years as the law requires, under the anonymised account.
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { AccountClosed } from '@/contract';
import type { PlatformDeps } from '../../deps';
import {
  accountEvents,
  accounts,
  authSessions,
  emailChanges,
  idempotencyKeys,
  inboxMessages,
  kycPhotos,
  kycSubmissions,
  learnerNotes,
  orders,
  payments,
  recoveryCodes,
  scholarshipApplications,
  sentMail,
  supportRequests,
} from '../../db/schema';
import { scopesOf } from '../../http/caller-scope';
import { unprocessable } from '../../domain-errors';
import { takeAttempt } from '../../http/throttle';
import { settleSuccess, signInRules } from '../auth/accounts';
import { accountClosedMail } from '../auth/account-mail-text';
import { mailAccount } from '../auth/notify';
import { verifyPassword } from '../auth/password';
import { sessionEnded, type Learner } from '../auth/require-learner';
import { storageOf } from '../storage/storage-of';
import { recordAccountEvent } from './audit';

const ACCOUNT_CLOSED_MESSAGE =
  'Your account is closed. Your personal details, identity photos and details, support requests and scholarship applications are deleted; payment records are kept for six years, as the law requires. You can sign up again with the same address as a new account.';

/** An address no mail reaches (RFC 2606 .invalid), unique per account, so the real one is free for a new sign-up. */
const closedAddress = (accountId: string) => `closed-${accountId}@closed.invalid`;

export async function closeAccount(
  deps: PlatformDeps,
  learner: Learner,
  password: string,
  address: string | undefined,
): Promise<AccountClosed> {
  const now = deps.now();
  const { account } = learner;
  // A wrong password counts as a failed sign-in.
  const rules = await signInRules(deps, account.email, address);
  await takeAttempt(deps.db, 'login', rules, now);
  if (!(await verifyPassword(password, account.passwordHash))) {
    throw unprocessable('The password is not right.', {
      password: ['That is not your password.'],
    });
  }
  await settleSuccess(deps, 'login', rules);

  const outcome = await deps.db.transaction(async (tx) => {
    // The learner's lock, the one settlements take first: a payment settling now waits, then finds the account closed.
    const [locked] = await tx.select().from(accounts).where(eq(accounts.id, account.id)).for('update');
    if (!locked || locked.closedAt) throw sessionEnded();

    // Open orders: one with a bank transfer awaiting staff stays open for them (confirmed later, it is flagged for
    // refund: settle.ts); every other is cancelled, and a card payment still at the gateway is refunded if it succeeds.
    const open = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.accountId, account.id), eq(orders.status, 'pending_payment')));
    const openIds = open.map((order) => order.id);
    const awaiting = openIds.length
      ? await tx
          .selectDistinct({ orderId: payments.orderId })
          .from(payments)
          .where(
            and(
              inArray(payments.orderId, openIds),
              eq(payments.method, 'bank_transfer'),
              eq(payments.status, 'awaiting_confirmation'),
            ),
          )
      : [];
    const kept = new Set(awaiting.map((row) => row.orderId));
    const cancel = openIds.filter((id) => !kept.has(id));
    if (cancel.length)
      await tx.update(orders).set({ status: 'cancelled', closedAt: now }).where(inArray(orders.id, cancel));

    // Identity photos at once, their details with them.
    const photos = await tx
      .select({ blobKey: kycPhotos.blobKey })
      .from(kycPhotos)
      .where(eq(kycPhotos.accountId, account.id));
    await tx.delete(kycPhotos).where(eq(kycPhotos.accountId, account.id));
    await tx.delete(kycSubmissions).where(eq(kycSubmissions.accountId, account.id));
    const email = account.email.trim().toLowerCase();
    // Forms go with the office's replies and notes on them, and the office's own notes and mail log of the learner.
    const supportForms = tx
      .select({ reference: supportRequests.reference })
      .from(supportRequests)
      .where(eq(sql`lower(${supportRequests.email})`, email));
    const applications = tx
      .select({ reference: scholarshipApplications.reference })
      .from(scholarshipApplications)
      .where(eq(scholarshipApplications.emailNormalized, email));
    await tx.delete(inboxMessages).where(inArray(inboxMessages.reference, supportForms));
    await tx.delete(inboxMessages).where(inArray(inboxMessages.reference, applications));
    await tx.delete(supportRequests).where(eq(sql`lower(${supportRequests.email})`, email));
    await tx.delete(scholarshipApplications).where(eq(scholarshipApplications.emailNormalized, email));
    await tx.delete(learnerNotes).where(eq(learnerNotes.accountId, account.id));
    await tx
      .delete(sentMail)
      .where(or(eq(sentMail.accountId, account.id), eq(sql`lower(${sentMail.recipient})`, email)));
    await tx.delete(emailChanges).where(eq(emailChanges.accountId, account.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, account.id));
    // Stored answers carry the legal name, the address and orders: none is replayed after this.
    await tx.delete(idempotencyKeys).where(like(idempotencyKeys.scope, scopesOf(account.id)));
    // The audit trail stays (what happened, when) without the addresses it named.
    await tx.update(accountEvents).set({ detail: {}, address: null }).where(eq(accountEvents.accountId, account.id));
    await tx
      .update(authSessions)
      .set({
        revokedAt: sql`coalesce(${authSessions.revokedAt}, ${now.toISOString()}::timestamptz)`,
        revokedReason: sql`coalesce(${authSessions.revokedReason}, 'account-closed')`,
        userAgent: null,
      })
      .where(eq(authSessions.accountId, account.id));
    await tx
      .update(accounts)
      .set({
        email: closedAddress(account.id),
        fullName: 'Closed account',
        phone: null,
        passwordHash: 'closed',
        emailVerifiedAt: null,
        kycSubmittedAt: null,
        closedAt: now,
        updatedAt: now,
      })
      .where(eq(accounts.id, account.id));
    await recordAccountEvent(tx, {
      accountId: account.id,
      kind: 'account-closed',
      detail: { orders_cancelled: cancel.length, transfers_awaiting_staff: kept.size },
      at: now,
    });
    return {
      photos: photos.map((photo) => photo.blobKey),
      ordersCancelled: cancel.length,
      transfersAwaiting: kept.size,
    };
  });
  // The encrypted files after the rows that named them: a failure here leaves unreadable orphans, never a photo in use.
  if (outcome.photos.length) await storageOf(deps).delete(outcome.photos);

  // In the account's language, as every mail about the account (it was read before its row was wiped).
  const mail = accountClosedMail(account.language, { transferAwaiting: outcome.transfersAwaiting > 0 });
  // Its record names the closed account's placeholder: the office keeps no address of a closed account.
  mailAccount(deps, account, mail, {
    context: { accountId: account.id, recipientOnRecord: closedAddress(account.id) },
  });
  deps.logger.info(
    { accountId: account.id, ordersCancelled: outcome.ordersCancelled, transfersAwaiting: outcome.transfersAwaiting },
    'account closed',
  );
  return {
    message: ACCOUNT_CLOSED_MESSAGE,
    orders_cancelled: outcome.ordersCancelled,
    transfers_awaiting_staff: outcome.transfersAwaiting,
  };
}
