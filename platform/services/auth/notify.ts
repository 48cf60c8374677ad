// Mail about the account. Sent after the answer (fire and forget): a slow mail server never delays a
// response or reveals, by timing, whether an account exists; failures are logged.
import type { PlatformDeps } from '../../deps';
import { createOutboxMailer, type MailMessage } from '../../mail/mailer';

export function sendAccountMail(deps: PlatformDeps, message: MailMessage, context: Record<string, unknown>): void {
  const mailer = deps.mailer ?? createOutboxMailer(deps.db, deps.logger, { logBody: process.env.NODE_ENV !== 'production' });
  void mailer.send(message).catch((error: unknown) => deps.logger.error({ err: error, ...context, subject: message.subject }, 'account mail failed'));
}

/** Tells the learner their password changed, so an unexpected change does not go unnoticed. */
export function sendPasswordChangedMail(deps: PlatformDeps, account: { id: string; email: string; fullName: string }): void {
  const text = [
    `Hello ${account.fullName},`,
    '',
    'The password of your Learner Portal account was just changed, and every device was signed out.',
    '',
    'If this was not you, use "Forgot your password?" on the sign-in page right away to set a new one.',
  ].join('\n');
  sendAccountMail(deps, { to: account.email, subject: 'Your password was changed', text }, { accountId: account.id });
}
