// Accounts: sign-in with brute-force limits, password change (sign-up is registration.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { INVALID_CREDENTIALS_MESSAGE, type AuthData, type LoginRequest } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts } from '../../db/schema';
import { unauthorized, unprocessable } from '../../domain-errors';
import { accountScope, addressScope } from '../../http/rate-limit';
import {
  accountAtAddressScope,
  forgetAttempts,
  refundAttempt,
  takeAttempt,
  type ThrottleKind,
  type ThrottleRule,
} from '../../http/throttle';
import { sendPasswordChangedMail } from './notify';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './password';
import { assertStrongPassword } from './password-rule';
import { recordAccountEvent } from '../account/audit';
import { openSession, revokeAllSessions } from './sessions';
import { authSettings } from './settings';
import { sessionEnded, type Learner } from './require-learner';
import { isOwnAddress } from './own-address';

/**
 * Sign-in and password-change attempts. Where the client's address is known: 10 per 15 minutes for the account
 * from that address (someone elsewhere cannot use up the owner's), the address's limit across accounts, and 100
 * an hour for the account from everywhere (guessing from many addresses) unless the address is the owner's own
 * (own-address.ts): strangers who use up the 100 do not stop the owner at home. Unknown address: 10 per 15 minutes
 * for the account. Past a limit the waits grow (throttle.ts); a success forgets the first scope and refunds the others.
 */
export async function signInRules(
  deps: PlatformDeps,
  email: string,
  address: string | undefined,
): Promise<ThrottleRule[]> {
  if (!address) return [{ scope: accountScope(email), free: 10, windowSeconds: 900 }];
  const rules = [
    { scope: accountAtAddressScope(email, address), free: 10, windowSeconds: 900 },
    { scope: addressScope(address), free: authSettings(deps).addressFailureLimit, windowSeconds: 900 },
  ];
  if (await isOwnAddress(deps, email, address)) return rules;
  return [...rules, { scope: accountScope(email), free: 100, windowSeconds: 3600 }];
}

/** After a right password: the owner's own scope starts afresh, the shared ones no longer count this attempt. */
export async function settleSuccess(deps: PlatformDeps, kind: ThrottleKind, rules: ThrottleRule[]): Promise<void> {
  const [own, ...shared] = rules.map((rule) => rule.scope);
  await forgetAttempts(deps.db, kind, own ? [own] : []);
  await refundAttempt(deps.db, kind, shared);
}

/** The open account with this address: a closed one (closed-<id>@closed.invalid) is no account to sign in, recover
 * or register against. */
export async function findAccountByEmail(deps: PlatformDeps, email: string) {
  const [row] = await deps.db
    .select()
    .from(accounts)
    .where(and(eq(sql`lower(${accounts.email})`, email.trim().toLowerCase()), isNull(accounts.closedAt)));
  return row;
}

export async function signIn(
  deps: PlatformDeps,
  input: LoginRequest,
  address: string | undefined,
  userAgent?: string | null,
): Promise<AuthData> {
  const rules = await signInRules(deps, input.email, address);
  // Counted before the password is checked, so that attempts sent at once cannot all be checked.
  await takeAttempt(deps.db, 'login', rules, deps.now());
  const account = await findAccountByEmail(deps, input.email);
  const ok = account
    ? await verifyPassword(input.password, account.passwordHash)
    : (await burnPasswordCheck(input.password, authSettings(deps).passwordHash), false);
  if (!account || !ok) {
    deps.logger.info({ known: Boolean(account), address }, 'sign-in failed');
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  await settleSuccess(deps, 'login', rules);
  if (needsRehash(account.passwordHash, authSettings(deps).passwordHash)) await rehash(deps, account, input.password);
  return openSession(deps, account, userAgent, address);
}

/** Today's parameters for a hash made with older ones; only if the password was not changed meanwhile. */
async function rehash(
  deps: PlatformDeps,
  account: { id: string; passwordHash: string },
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password, authSettings(deps).passwordHash);
  await deps.db
    .update(accounts)
    .set({ passwordHash })
    .where(and(eq(accounts.id, account.id), eq(accounts.passwordHash, account.passwordHash)));
  deps.logger.info({ accountId: account.id }, 'password hash upgraded');
}

export async function changePassword(
  deps: PlatformDeps,
  learner: Learner,
  input: { current_password: string; new_password: string },
  address: string | undefined,
  userAgent?: string | null,
): Promise<AuthData> {
  const now = deps.now();
  const rules = await signInRules(deps, learner.account.email, address);
  await takeAttempt(deps.db, 'login', rules, now);
  if (!(await verifyPassword(input.current_password, learner.account.passwordHash))) {
    throw unprocessable('The current password is not right.', {
      current_password: ['That is not your current password.'],
    });
  }
  await settleSuccess(deps, 'login', rules);
  assertStrongPassword(
    input.new_password,
    { email: learner.account.email, fullName: learner.account.fullName },
    'new_password',
  );
  const [account] = await deps.db
    .update(accounts)
    .set({ passwordHash: await hashPassword(input.new_password, authSettings(deps).passwordHash), updatedAt: now })
    .where(eq(accounts.id, learner.account.id))
    .returning();
  if (!account) throw sessionEnded();
  // Every other device signs in again; this one gets a fresh session.
  await revokeAllSessions(deps, account.id, 'password-changed');
  await recordAccountEvent(deps.db, { accountId: account.id, kind: 'password-changed', address, at: now });
  sendPasswordChangedMail(deps, account);
  deps.logger.info({ accountId: account.id }, 'password changed');
  return openSession(deps, account, userAgent, address);
}
