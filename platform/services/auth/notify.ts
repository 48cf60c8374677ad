// Mail about the account. Sent after the answer (fire and forget): a slow mail server never delays a
// response or reveals, by timing, whether an account exists; failures are logged.
import type { PlatformDeps } from '../../deps';
import { createOutboxMailer, type MailMessage } from '../../mail/mailer';

export function sendAccountMail(deps: PlatformDeps, message: MailMessage, context: Record<string, unknown>): void {
  const mailer =
    deps.mailer ?? createOutboxMailer(deps.db, deps.logger, { logBody: process.env.NODE_ENV !== 'production' });
  void mailer
    .send(message)
    .catch((error: unknown) =>
      deps.logger.error({ err: error, ...context, subject: message.subject }, 'account mail failed'),
    );
}

/** Whom a mail about the account is to: the name only where its address is confirmed. */
export interface MailedAccount {
  id: string;
  email: string;
  fullName: string;
  emailVerifiedAt: Date | null;
}

/**
 * The first line of a mail about the account. Until someone proved they read the address, the name is only what
 * a registrant typed (up to 120 characters, links included) and the mail would carry it from the portal's own
 * sender to a stranger: such mail greets no one by name.
 */
export const greeting = (account: Pick<MailedAccount, 'fullName' | 'emailVerifiedAt'>) =>
  account.emailVerifiedAt ? `Hello ${account.fullName},` : 'Hello,';

/** Tells the learner their password changed, so an unexpected change does not go unnoticed. */
export function sendPasswordChangedMail(deps: PlatformDeps, account: MailedAccount): void {
  const text = [
    greeting(account),
    '',
    'The password of your Learner Portal account was just changed, and every device was signed out.',
    '',
    'If this was not you, use "Forgot your password?" on the sign-in page right away to set a new one.',
  ].join('\n');
  sendAccountMail(deps, { to: account.email, subject: 'Your password was changed', text }, { accountId: account.id });
}
