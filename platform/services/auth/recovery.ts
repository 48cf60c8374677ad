// Password recovery by a 6-digit code: valid 10 minutes, 5 guesses per client address and 50 in all, stored as an
// HMAC bound to the request that asked for it (the recovery id that browser keeps). Asking for a code answers the
// same whether or not the account exists; the mail goes out after the answer.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { INVALID_CODE_MESSAGE, type Language, type PasswordResetRequest } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, recoveryCodes } from '../../db/schema';
import { unprocessable } from '../../domain-errors';
import { forgetAccount, takeAttempt } from '../../http/throttle';
import { recoveryCodeMail } from './account-mail-text';
import { mailAccount, sendPasswordChangedMail, type MailedAccount } from './notify';
import { codeGuessRules, codeSendRules } from './code-mail-limits';
import { codeHash, codeMatches, CODE_MAX_GUESSES, newCode, takeCodeGuess } from './one-time-code';
import { hashPassword } from './password';
import { authSettings } from './settings';
import { assertStrongPassword } from './password-rule';
import { revokeAllSessions } from './sessions';
import { findAccountByEmail, settleSuccess } from './accounts';
import { isOwnAddress } from './own-address';

const CODE_TTL_SECONDS = 600;
const recoverySubject = (recoveryId: string) => `recovery:${recoveryId}`;
/** Compared against where no code is waiting: the same HMAC work as a real comparison, and nothing matches it. */
const STAND_IN_HASH = '0'.repeat(64);

const invalidCode = () => unprocessable(INVALID_CODE_MESSAGE, { code: [INVALID_CODE_MESSAGE] });

// Recovery's code requests are counted apart from sign-in's, so a sign-in limit never stands in the way of recovery;
// 30 an hour per client address.
const CODE_REQUESTS_PER_ADDRESS = 30;

/**
 * Answers the recovery id: the browser that asked keeps it and sends it back with the code, so a code fits only the
 * request that made it, and a stranger asking for the owner's address ends nothing of the owner's (each request is
 * its own code until it expires, as each sign-up is its own record). The same work whether or not the address has an
 * open account, so the answer's time tells nothing: a code is made and hashed and one insert runs (for no account it
 * inserts no row). The mail is handed over after the answer. `language`: the page it was asked from, whoever asked
 * reads the mail there.
 */
export async function requestRecoveryCode(
  deps: PlatformDeps,
  email: string,
  address: string | undefined,
  language: Language = 'en',
): Promise<string> {
  const now = deps.now();
  const own = await isOwnAddress(deps, email, address);
  await takeAttempt(deps.db, 'code-request', codeSendRules(email, address, CODE_REQUESTS_PER_ADDRESS, own), now);
  const account = await findAccountByEmail(deps, email);
  const recoveryId = randomUUID();
  const code = newCode();
  // Inserted only where the account exists: one statement either way.
  await deps.db.insert(recoveryCodes).select(
    deps.db
      .select({
        id: sql<string>`${recoveryId}::uuid`.as('id'),
        accountId: accounts.id,
        codeHash: sql<string>`${codeHash(deps, recoverySubject(recoveryId), code)}`.as('code_hash'),
        createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
        expiresAt: sql<Date>`${new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString()}::timestamptz`.as(
          'expires_at',
        ),
        attempts: sql<number>`0`.as('attempts'),
        usedAt: sql<Date | null>`null::timestamptz`.as('used_at'),
      })
      .from(accounts)
      .where(eq(accounts.id, account?.id ?? randomUUID())),
  );
  if (account) setImmediate(() => sendRecoveryCodeMail(deps, account, code, language));
  return recoveryId;
}

function sendRecoveryCodeMail(deps: PlatformDeps, account: MailedAccount, code: string, language: Language): void {
  mailAccount(deps, account, recoveryCodeMail(language, code), { language });
}

/**
 * A wrong code, an unknown recovery id, an address without an account: the same statements and the same HMAC
 * comparison run either way (a stand-in code where there is none), so the answer's time tells nobody whether the
 * address has a live code.
 */
export async function resetPassword(
  deps: PlatformDeps,
  input: PasswordResetRequest,
  address: string | undefined,
): Promise<void> {
  const now = deps.now();
  const rules = codeGuessRules(input.email, address);
  // Counted before the code is checked, like sign-in.
  await takeAttempt(deps.db, 'recovery', rules, now);
  const [found] = await deps.db
    .select({ code: recoveryCodes, account: accounts })
    .from(recoveryCodes)
    .innerJoin(accounts, and(eq(accounts.id, recoveryCodes.accountId), isNull(accounts.closedAt)))
    .where(
      and(
        eq(recoveryCodes.id, input.recovery_id),
        eq(sql`lower(${accounts.email})`, input.email.trim().toLowerCase()),
        isNull(recoveryCodes.usedAt),
        gt(recoveryCodes.expiresAt, now),
      ),
    );
  const latest = found?.code ?? {
    id: input.recovery_id,
    codeHash: STAND_IN_HASH,
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
  };
  // Each guess counted before the code is checked: against this address's share, then against the code's ceiling.
  const withinShare = await takeCodeGuess(deps.db, 'recovery', latest, address, now);
  const [guess] = await deps.db
    .update(recoveryCodes)
    .set({ attempts: sql`${recoveryCodes.attempts} + 1` })
    .where(and(eq(recoveryCodes.id, latest.id), lt(recoveryCodes.attempts, CODE_MAX_GUESSES)))
    .returning({ id: recoveryCodes.id });
  const matches = codeMatches(deps, latest.codeHash, recoverySubject(latest.id), input.code);
  if (!found || !withinShare || !guess || !matches) throw invalidCode();
  const { account } = found;
  // A weak new password keeps the code for another try.
  assertStrongPassword(input.new_password, { email: account.email, fullName: account.fullName }, 'new_password');
  // Spend every waiting code of the account, conditionally, so two racing resets cannot both use this one and no
  // other request's code sets the password after it.
  const spent = await deps.db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.accountId, account.id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  if (!spent.some((row) => row.id === latest.id)) throw invalidCode();
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
