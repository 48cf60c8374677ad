// Password recovery by a 6-digit code: valid 10 minutes, 5 guesses per client address and 50 in all, stored as an HMAC. Asking for a code
// answers the same whether or not the account exists; the mail goes out after the answer.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { INVALID_CODE_MESSAGE, type Language } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, recoveryCodes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { forgetAccount, takeAttempt } from '../../http/throttle';
import { mailBody, recoveryCodeMail } from './account-mail-text';
import { greeting, sendAccountMail, sendPasswordChangedMail, type MailedAccount } from './notify';
import { codeGuessRules, codeSendRules } from './code-mail-limits';
import { codeHash, codeMatches, CODE_MAX_GUESSES, newCode, takeCodeGuess } from './one-time-code';
import { hashPassword } from './password';
import { authSettings } from './settings';
import { assertStrongPassword } from './password-rule';
import { revokeAllSessions } from './sessions';
import { findAccountByEmail, settleSuccess } from './accounts';

const CODE_TTL_SECONDS = 600;

const invalidCode = () =>
  new HttpError(422, 'Unprocessable Content', INVALID_CODE_MESSAGE, { code: [INVALID_CODE_MESSAGE] });

// Recovery's code requests are counted apart from sign-in's, so a sign-in limit never stands in the way of recovery;
// 30 an hour per client address.
const CODE_REQUESTS_PER_ADDRESS = 30;

/**
 * The same work whether or not the address has an account, so the answer's time tells nothing: a code is made
 * and hashed, and the same two statements run (for no account, with an id no account has, they change no row).
 * The mail is handed over after the answer.
 */
/** `language`: the page it was asked from, whoever asked reads the mail there. */
export async function requestRecoveryCode(
  deps: PlatformDeps,
  email: string,
  address: string | undefined,
  language: Language = 'en',
): Promise<void> {
  const now = deps.now();
  await takeAttempt(deps.db, 'code-request', codeSendRules(email, address, CODE_REQUESTS_PER_ADDRESS), now);
  const account = await findAccountByEmail(deps, email);
  const accountId = account?.id ?? randomUUID();
  const code = newCode();
  // A new code replaces any earlier one.
  await deps.db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  // Inserted only where the account exists: one statement either way.
  await deps.db.insert(recoveryCodes).select(
    deps.db
      .select({
        id: sql<string>`${randomUUID()}::uuid`.as('id'),
        accountId: accounts.id,
        codeHash: sql<string>`${codeHash(deps, accountId, code)}`.as('code_hash'),
        createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
        expiresAt: sql<Date>`${new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString()}::timestamptz`.as(
          'expires_at',
        ),
        attempts: sql<number>`0`.as('attempts'),
        usedAt: sql<Date | null>`null::timestamptz`.as('used_at'),
      })
      .from(accounts)
      .where(eq(accounts.id, accountId)),
  );
  if (account) setImmediate(() => sendRecoveryCodeMail(deps, account, code, language));
}

function sendRecoveryCodeMail(deps: PlatformDeps, account: MailedAccount, code: string, language: Language): void {
  const mail = recoveryCodeMail(language, code);
  const text = mailBody(greeting(account, language), mail);
  sendAccountMail(deps, { to: account.email, subject: mail.subject, text }, { accountId: account.id });
}

export async function resetPassword(
  deps: PlatformDeps,
  input: { email: string; code: string; new_password: string },
  address: string | undefined,
): Promise<void> {
  const now = deps.now();
  const rules = codeGuessRules(input.email, address);
  // Counted before the code is checked, like sign-in.
  await takeAttempt(deps.db, 'recovery', rules, now);
  const account = await findAccountByEmail(deps, input.email);
  if (!account) throw invalidCode();
  const [latest] = await deps.db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, account.id), isNull(recoveryCodes.usedAt)))
    .orderBy(desc(recoveryCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt <= now) throw invalidCode();
  // Each guess counted before the code is checked: against this address's share, then against the code's ceiling.
  if (!(await takeCodeGuess(deps.db, 'recovery', latest, address, now))) throw invalidCode();
  const [guess] = await deps.db
    .update(recoveryCodes)
    .set({ attempts: sql`${recoveryCodes.attempts} + 1` })
    .where(and(eq(recoveryCodes.id, latest.id), lt(recoveryCodes.attempts, CODE_MAX_GUESSES)))
    .returning({ id: recoveryCodes.id });
  if (!guess || !codeMatches(deps, latest.codeHash, account.id, input.code)) throw invalidCode();
  // A weak new password keeps the code for another try.
  assertStrongPassword(input.new_password, { email: account.email, fullName: account.fullName }, 'new_password');
  // Spend the code first, conditionally, so two racing resets cannot both use it.
  const spent = await deps.db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.id, latest.id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  if (spent.length === 0) throw invalidCode();
  // The code came from the mailbox, so the address is proven too.
  await deps.db
    .update(accounts)
    .set({
      passwordHash: await hashPassword(input.new_password, authSettings(deps).passwordHash),
      emailVerifiedAt: account.emailVerifiedAt ?? now,
      updatedAt: now,
    })
    .where(eq(accounts.id, account.id));
  await revokeAllSessions(deps, account.id, 'password-reset');
  // The new password is the owner's: waits anyone ran up against sign-in for this account end here.
  await forgetAccount(deps.db, 'login', account.email);
  await settleSuccess(deps, 'recovery', rules);
  sendPasswordChangedMail(deps, { ...account, emailVerifiedAt: account.emailVerifiedAt ?? now });
  deps.logger.info({ accountId: account.id }, 'password reset with a recovery code');
}
