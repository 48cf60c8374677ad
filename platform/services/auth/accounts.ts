// Accounts: sign-in with brute-force limits, password change (sign-up is registration.ts).
import { eq, sql } from 'drizzle-orm';
import { INVALID_CREDENTIALS_MESSAGE, type AuthData, type LoginRequest } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts } from '../../db/schema';
import { HttpError, unauthorized } from '../../http/errors';
import { accountScope, addressScope, assertWithinLimits, recordFailure, type LimitRule } from '../../http/rate-limit';
import { sendPasswordChangedMail } from './notify';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { assertStrongPassword } from './password-rule';
import { openSession, revokeAllSessions } from './sessions';
import { authSettings } from './settings';
import type { Learner } from './require-learner';

/** 10 per 15 minutes per account (at most 40 an hour, under the 100 ceiling); 100 per address by default. */
export function signInLimits(deps: PlatformDeps, email: string, address: string | undefined): LimitRule[] {
  return [
    { scope: accountScope(email), max: 10, windowSeconds: 900 },
    { scope: accountScope(email), max: 100, windowSeconds: 3600 },
    ...(address ? [{ scope: addressScope(address), max: authSettings(deps).addressFailureLimit, windowSeconds: 900 }] : []),
  ];
}

export const scopesOf = (rules: LimitRule[]) => [...new Set(rules.map((rule) => rule.scope))];

export async function findAccountByEmail(deps: PlatformDeps, email: string) {
  const [row] = await deps.db.select().from(accounts).where(eq(sql`lower(${accounts.email})`, email.trim().toLowerCase()));
  return row;
}

export async function signIn(deps: PlatformDeps, input: LoginRequest, address: string | undefined): Promise<AuthData> {
  const now = deps.now();
  const rules = signInLimits(deps, input.email, address);
  await assertWithinLimits(deps.db, 'login', rules, now);
  const account = await findAccountByEmail(deps, input.email);
  const ok = account ? await verifyPassword(input.password, account.passwordHash) : (await burnPasswordCheck(input.password), false);
  if (!account || !ok) {
    await recordFailure(deps.db, 'login', scopesOf(rules), now);
    deps.logger.info({ known: Boolean(account), address }, 'sign-in failed');
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  return openSession(deps, account);
}

export async function changePassword(
  deps: PlatformDeps,
  learner: Learner,
  input: { current_password: string; new_password: string },
  address: string | undefined,
): Promise<AuthData> {
  const now = deps.now();
  const rules = signInLimits(deps, learner.account.email, address);
  await assertWithinLimits(deps.db, 'login', rules, now);
  if (!(await verifyPassword(input.current_password, learner.account.passwordHash))) {
    await recordFailure(deps.db, 'login', scopesOf(rules), now);
    throw new HttpError(422, 'Unprocessable Content', 'The current password is not right.', { current_password: ['That is not your current password.'] });
  }
  assertStrongPassword(input.new_password, { email: learner.account.email, fullName: learner.account.fullName }, 'new_password');
  const [account] = await deps.db
    .update(accounts)
    .set({ passwordHash: await hashPassword(input.new_password), updatedAt: now })
    .where(eq(accounts.id, learner.account.id))
    .returning();
  if (!account) throw unauthorized();
  // Every other device signs in again; this one gets a fresh session.
  await revokeAllSessions(deps, account.id, 'password-changed');
  sendPasswordChangedMail(deps, account);
  deps.logger.info({ accountId: account.id }, 'password changed');
  return openSession(deps, account);
}
