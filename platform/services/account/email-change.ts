// Changing the account's e-mail address: the current password, then a code sent to the new address; nothing
// changes until the code comes back, and then every other sign-in ends. Once changed, the old address gets a "this
// was not me" link for EMAIL_CHANGE_REVERT_DAYS that undoes this change and every later one, ends every sign-in and
// makes the owner set a new password.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  EMAIL_CHANGE_REVERT_DAYS,
  INVALID_CODE_MESSAGE,
  type EmailChangeConfirm,
  type EmailChangeRequest,
} from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, emailChanges, recoveryCodes } from '../../db/schema';
import { conflict, gone, unprocessable } from '../../domain-errors';
import { accountScope } from '../../http/rate-limit';
import { takeAttempt, type ThrottleRule } from '../../http/throttle';
import { findAccountByEmail, settleSuccess, signInRules } from '../auth/accounts';
import { portalPathIn } from '../auth/account-mail-text';
import { sendAccountMail } from '../auth/notify';
import { codeHash, codeMatches, CODE_MAX_ATTEMPTS, newCode } from '../auth/one-time-code';
import { hashPassword, verifyPassword } from '../auth/password';
import { sessionEnded, type Learner } from '../auth/require-learner';
import { revokeAllSessions, revokeOtherSessions } from '../auth/sessions';
import { authSettings } from '../auth/settings';
import { randomToken, sha256 } from '../auth/tokens';
import { paymentOptions } from '../payments/settings';
import { recordAccountEvent } from './audit';
import { emailChangeCodeMail, emailChangedMail, emailTakenMail } from './email-change-mail';

const EMAIL_CHANGE_CODE_TTL_SECONDS = 1800;
const changeSubject = (id: string) => `email-change:${id}`;
const invalidCode = () => unprocessable(INVALID_CODE_MESSAGE, { code: [INVALID_CODE_MESSAGE] });
const wrongPassword = () =>
  unprocessable('The current password is not right.', {
    current_password: ['That is not your current password.'],
  });

/** Each request mails a stranger's address: 5 an hour per account. Code guesses: 10 an hour per account. */
const requestRules = (accountId: string): ThrottleRule[] => [
  { scope: accountScope(accountId), free: 5, windowSeconds: 3600 },
];
const confirmRules = (accountId: string): ThrottleRule[] => [
  { scope: accountScope(accountId), free: 10, windowSeconds: 3600 },
];

/** Answers the change's id. A new address that already has an account gets a mail saying so and no code. */
export async function requestEmailChange(
  deps: PlatformDeps,
  learner: Learner,
  input: EmailChangeRequest,
  address: string | undefined,
): Promise<string> {
  const now = deps.now();
  const { account } = learner;
  // A wrong current password counts as a failed sign-in, like the password change.
  const passwordRules = await signInRules(deps, account.email, address);
  await takeAttempt(deps.db, 'login', passwordRules, now);
  if (!(await verifyPassword(input.current_password, account.passwordHash))) throw wrongPassword();
  await settleSuccess(deps, 'login', passwordRules);
  if (input.new_email.toLowerCase() === account.email.toLowerCase()) {
    throw unprocessable('That is already your address.', {
      new_email: ['That is already your e-mail address. Enter the new one.'],
    });
  }
  await takeAttempt(deps.db, 'email-change', requestRules(account.id), now);
  const id = randomUUID();
  const code = newCode();
  await deps.db.insert(emailChanges).values({
    id,
    accountId: account.id,
    oldEmail: account.email,
    newEmail: input.new_email,
    codeHash: codeHash(deps, changeSubject(id), code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_CODE_TTL_SECONDS * 1000),
  });
  await recordAccountEvent(deps.db, {
    accountId: account.id,
    kind: 'email-change-requested',
    detail: { new_email: input.new_email },
    address,
    at: now,
  });
  // The same answer whether or not the address is taken: the mail to it says which.
  const taken = await findAccountByEmail(deps, input.new_email);
  const mail = taken ? emailTakenMail(taken.language) : emailChangeCodeMail(account.language, code);
  sendAccountMail(deps, { to: input.new_email, ...mail }, { accountId: account.id });
  return id;
}

/** The code from the new address: the address changes, the old one is told and given the way back. */
export async function confirmEmailChange(
  deps: PlatformDeps,
  learner: Learner,
  input: EmailChangeConfirm,
  address: string | undefined,
) {
  const now = deps.now();
  const rules = confirmRules(learner.account.id);
  await takeAttempt(deps.db, 'email-change-confirm', rules, now);
  const [change] = await deps.db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.id, input.change_id),
        eq(emailChanges.accountId, learner.account.id),
        isNull(emailChanges.confirmedAt),
        gt(emailChanges.expiresAt, now),
        lt(emailChanges.attempts, CODE_MAX_ATTEMPTS),
      ),
    );
  if (!change) throw invalidCode();
  if (!codeMatches(deps, change.codeHash, changeSubject(change.id), input.code)) {
    await deps.db
      .update(emailChanges)
      .set({ attempts: sql`${emailChanges.attempts} + 1` })
      .where(eq(emailChanges.id, change.id));
    throw invalidCode();
  }
  const revertToken = randomToken();
  const account = await deps.db
    .transaction(async (tx) => {
      // Of two changes confirmed at once, the first wins: every waiting change of the account is spent with it.
      const spent = await tx
        .update(emailChanges)
        .set({ confirmedAt: now })
        .where(and(eq(emailChanges.accountId, change.accountId), isNull(emailChanges.confirmedAt)))
        .returning({ id: emailChanges.id });
      if (!spent.some((row) => row.id === change.id)) throw invalidCode();
      await tx
        .update(emailChanges)
        .set({
          revertTokenHash: sha256(revertToken),
          revertExpiresAt: new Date(now.getTime() + EMAIL_CHANGE_REVERT_DAYS * 86_400_000),
        })
        .where(eq(emailChanges.id, change.id));
      // The address is the one the code was read from, and still the account's old one (a revert may have run).
      const [updated] = await tx
        .update(accounts)
        .set({ email: change.newEmail, emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(accounts.id, change.accountId), eq(accounts.email, change.oldEmail)))
        .returning();
      if (!updated) throw sessionEnded();
      await recordAccountEvent(tx, {
        accountId: updated.id,
        kind: 'email-changed',
        detail: { old_email: change.oldEmail, new_email: change.newEmail },
        address,
        at: now,
      });
      return updated;
    })
    .catch((error: unknown) => {
      // The unique index on the address: another account took it since the code was sent.
      if (
        (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
        (error as { cause?: { code?: string } }).cause?.code === '23505'
      ) {
        throw conflict('Another account uses that address now.', {
          code: ['Another account uses that address now. Nothing was changed.'],
        });
      }
      throw error;
    });
  await settleSuccess(deps, 'email-change-confirm', rules);
  // Whoever else is signed in signs in again, at the new address.
  await revokeOtherSessions(deps, account.id, learner.sessionId, 'email-changed');
  const revertPath = portalPathIn(account.language, `/email-change/revert?token=${revertToken}`);
  const mail = emailChangedMail(
    account.language,
    account.fullName,
    change.newEmail,
    `${paymentOptions(deps).siteUrl}${revertPath}`,
  );
  sendAccountMail(deps, { to: change.oldEmail, ...mail }, { accountId: account.id });
  deps.logger.info({ accountId: account.id }, 'e-mail address changed');
  return account;
}

/**
 * "This was not me": the link of any change within its days undoes that change and every one confirmed after it (a
 * second change cannot shut the first address out). The old address comes back, every sign-in ends, waiting recovery
 * codes and e-mail changes are spent, and the password is replaced by a random one nobody knows: whoever changed the
 * address may have changed it too, so the owner sets a new one with a code mailed to the address now restored.
 * Answers the address restored.
 */
export async function revertEmailChange(
  deps: PlatformDeps,
  token: string,
  address: string | undefined,
): Promise<string> {
  const now = deps.now();
  const expired = () =>
    gone('This link has expired or was already used. Write to support from the Support page.', {
      token: ['This link has expired or was already used.'],
    });
  // Hashed before the transaction, so the account's lock is not held for scrypt's time.
  const unknownPassword = await hashPassword(randomToken(), authSettings(deps).passwordHash);
  const restored = await deps.db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.revertTokenHash, sha256(token)),
          isNull(emailChanges.revertedAt),
          gt(emailChanges.revertExpiresAt, now),
        ),
      );
    if (!change?.confirmedAt) throw expired();
    // The account's lock: a change confirmed at the same time waits, then finds the address restored.
    const [locked] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, change.accountId), isNull(accounts.closedAt)))
      .for('update');
    if (!locked) throw expired();
    // This change and every later one; a confirmation also spends the account's waiting changes (same confirmedAt),
    // which never moved the address: marking them changes nothing.
    const undone = await tx
      .update(emailChanges)
      .set({ revertedAt: now })
      .where(
        and(
          eq(emailChanges.accountId, change.accountId),
          isNotNull(emailChanges.revertTokenHash),
          isNull(emailChanges.revertedAt),
          gte(emailChanges.confirmedAt, change.confirmedAt),
        ),
      )
      .returning({ id: emailChanges.id });
    await tx
      .update(emailChanges)
      .set({ confirmedAt: now })
      .where(and(eq(emailChanges.accountId, change.accountId), isNull(emailChanges.confirmedAt)));
    await tx
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(recoveryCodes.accountId, change.accountId), isNull(recoveryCodes.usedAt)));
    const [account] = await tx
      .update(accounts)
      .set({ email: change.oldEmail, emailVerifiedAt: now, passwordHash: unknownPassword, updatedAt: now })
      .where(eq(accounts.id, change.accountId))
      .returning();
    if (!account) throw expired();
    await recordAccountEvent(tx, {
      accountId: account.id,
      kind: 'email-change-reverted',
      detail: {
        old_email: locked.email,
        new_email: change.oldEmail,
        changes_undone: undone.length,
        password: 'cleared',
      },
      address,
      at: now,
    });
    return account;
  });
  await revokeAllSessions(deps, restored.id, 'email-change-reverted');
  deps.logger.warn({ accountId: restored.id }, 'e-mail change reverted by the old address');
  return restored.email;
}
