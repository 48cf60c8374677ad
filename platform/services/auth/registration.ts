// Sign-up with a confirmed address. Registering answers the same whether or not the address has an
// account (the e-mail says which); the account exists only once the 6-digit code comes back, together with
// the id of the sign-up that asked for it: each sign-up is its own record (password, name, phone, code), so a
// stranger's sign-up for the same address neither changes the owner's nor lends it his code.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  INVALID_CODE_MESSAGE,
  type AuthData,
  type Language,
  type RegisterRequest,
  type RegistrationConfirm,
} from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, pendingRegistrations } from '../../db/schema';
import { unprocessable } from '../../domain-errors';
import { takeAttempt } from '../../http/throttle';
import { findAccountByEmail, settleSuccess } from './accounts';
import { alreadyRegisteredMail, mailBody, registrationCodeMail } from './account-mail-text';
import { greeting, mailAccount, sendAccountMail, type MailedAccount } from './notify';
import { codeGuessRules, codeSendRules } from './code-mail-limits';
import { codeHash, codeMatches, CODE_MAX_ATTEMPTS, newCode } from './one-time-code';
import { hashPassword } from './password';
import { authSettings } from './settings';
import { assertStrongPassword } from './password-rule';
import { openSession, revokeAllSessions } from './sessions';

const REGISTRATION_CODE_TTL_SECONDS = 1800;

const invalidCode = () => unprocessable(INVALID_CODE_MESSAGE, { code: [INVALID_CODE_MESSAGE] });
const registrationSubject = (id: string) => `registration:${id}`;

/** Sign-ups a client address may start in an hour (each sends a mail). */
const SIGN_UPS_PER_ADDRESS = 20;

/** Answers the sign-up's id: random and unguessable, and as random for a taken address (where no record is kept). */
export async function register(
  deps: PlatformDeps,
  input: RegisterRequest,
  address: string | undefined,
): Promise<string> {
  const now = deps.now();
  // Counted before anything is checked or sent, in one statement per scope, so sign-ups sent at once count too.
  await takeAttempt(deps.db, 'register', codeSendRules(input.email, address, SIGN_UPS_PER_ADDRESS), now);
  assertStrongPassword(input.password, { email: input.email, fullName: input.full_name }, 'password');
  // Hashed in both cases, so the answer takes as long whether or not the address is taken.
  const passwordHash = await hashPassword(input.password, authSettings(deps).passwordHash);
  const id = randomUUID();
  const existing = await findAccountByEmail(deps, input.email);
  if (existing?.emailVerifiedAt) {
    sendAlreadyRegisteredMail(deps, existing, input.language);
    return id;
  }
  const code = newCode();
  await deps.db.insert(pendingRegistrations).values({
    id,
    email: input.email,
    fullName: input.full_name,
    phone: input.phone ?? null,
    country: input.country,
    language: input.language,
    passwordHash,
    codeHash: codeHash(deps, registrationSubject(id), code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REGISTRATION_CODE_TTL_SECONDS * 1000),
  });
  // Nothing the registrant typed: nobody has proved yet that the address is theirs (greeting()).
  const mail = registrationCodeMail(input.language, code);
  const text = mailBody(greeting({ fullName: '', emailVerifiedAt: null }, input.language), mail);
  sendAccountMail(deps, { to: input.email, subject: mail.subject, text }, { registration: id });
  return id;
}

/** In the language of the page it was tried from: whoever tried reads it there. */
function sendAlreadyRegisteredMail(deps: PlatformDeps, account: MailedAccount, language: Language): void {
  mailAccount(deps, account, alreadyRegisteredMail(language), { language });
}

/**
 * The code from the e-mail, with the id of the sign-up it was sent for: creates the account with that sign-up's
 * details (or takes over an unconfirmed older one) and signs it in. Another sign-up's code does not fit.
 */
export async function confirmRegistration(
  deps: PlatformDeps,
  input: RegistrationConfirm,
  address: string | undefined,
  userAgent?: string | null,
): Promise<AuthData> {
  const now = deps.now();
  const rules = codeGuessRules(input.email, address);
  // Counted before the code is checked, like sign-in.
  await takeAttempt(deps.db, 'register-confirm', rules, now);
  const sameEmail = eq(sql`lower(${pendingRegistrations.email})`, input.email.trim().toLowerCase());
  const [match] = await deps.db
    .select()
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.id, input.registration_id),
        sameEmail,
        isNull(pendingRegistrations.usedAt),
        gt(pendingRegistrations.expiresAt, now),
        lt(pendingRegistrations.attempts, CODE_MAX_ATTEMPTS),
      ),
    );
  if (!match) throw invalidCode();
  if (!codeMatches(deps, match.codeHash, registrationSubject(match.id), input.code)) {
    await deps.db
      .update(pendingRegistrations)
      .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
      .where(eq(pendingRegistrations.id, match.id));
    throw invalidCode();
  }
  // The first sign-up confirmed wins: every waiting one of the address is spent at once, so of two racing
  // confirmations one wins, and the others' codes create nothing later.
  const spent = await deps.db
    .update(pendingRegistrations)
    .set({ usedAt: now })
    .where(and(sameEmail, isNull(pendingRegistrations.usedAt)))
    .returning({ id: pendingRegistrations.id });
  if (!spent.some((row) => row.id === match.id)) throw invalidCode();

  const profile = {
    fullName: match.fullName,
    phone: match.phone,
    country: match.country,
    language: match.language,
    passwordHash: match.passwordHash,
    emailVerifiedAt: now,
    updatedAt: now,
  };
  const existing = await findAccountByEmail(deps, match.email);
  let account;
  if (existing?.emailVerifiedAt) throw invalidCode();
  if (existing) {
    // An account from before addresses were confirmed: whoever reads the mailbox owns it now.
    [account] = await deps.db.update(accounts).set(profile).where(eq(accounts.id, existing.id)).returning();
    await revokeAllSessions(deps, existing.id, 'email-confirmed-by-registration');
  } else {
    // The unique index on the address decides a race with another way of creating the account.
    [account] = await deps.db
      .insert(accounts)
      .values({ ...profile, email: match.email, createdAt: now })
      .returning()
      .catch(() => []);
  }
  if (!account) throw invalidCode();
  await settleSuccess(deps, 'register-confirm', rules);
  deps.logger.info({ accountId: account.id }, 'account registered and e-mail confirmed');
  return openSession(deps, account, userAgent, address);
}

/**
 * Staff resend the confirmation for someone whose code never arrived: the latest sign-up waiting for the address gets
 * a new code (the old one stops working, the attempts start again, another 30 minutes), mailed like the first, so the
 * code step still open in the learner's browser accepts it. Answers false when no sign-up waits for the address.
 */
export async function resendRegistrationCode(deps: PlatformDeps, email: string): Promise<boolean> {
  const now = deps.now();
  const [waiting] = await deps.db
    .select({ id: pendingRegistrations.id, language: pendingRegistrations.language, email: pendingRegistrations.email })
    .from(pendingRegistrations)
    .where(
      and(
        eq(sql`lower(${pendingRegistrations.email})`, email.trim().toLowerCase()),
        isNull(pendingRegistrations.usedAt),
      ),
    )
    .orderBy(desc(pendingRegistrations.createdAt))
    .limit(1);
  if (!waiting) return false;
  const code = newCode();
  await deps.db
    .update(pendingRegistrations)
    .set({
      codeHash: codeHash(deps, registrationSubject(waiting.id), code),
      attempts: 0,
      expiresAt: new Date(now.getTime() + REGISTRATION_CODE_TTL_SECONDS * 1000),
    })
    .where(eq(pendingRegistrations.id, waiting.id));
  const mail = registrationCodeMail(waiting.language, code);
  const text = mailBody(greeting({ fullName: '', emailVerifiedAt: null }, waiting.language), mail);
  sendAccountMail(deps, { to: waiting.email, subject: mail.subject, text }, { registration: waiting.id });
  return true;
}
