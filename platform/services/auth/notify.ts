// Mail about the account. Sent after the answer (fire and forget): a slow mail server never delays a
// response or reveals, by timing, whether an account exists; failures are logged.
import type { Language } from '@/contract';
import type { PlatformDeps } from '../../deps';
import type { MailMessage } from '../../mail/mailer';
import { sendRecordedMail } from '../../mail/sent-mail';
import { greetingLine, mailBody, passwordChangedMail, type MailText } from './account-mail-text';

/** `context` is logged with a failure; its `accountId` and `recipientOnRecord` go into the mail's record. */
export function sendAccountMail(deps: PlatformDeps, message: MailMessage, context: Record<string, unknown>): void {
  const stringOf = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const record = { accountId: stringOf(context.accountId), recipient: stringOf(context.recipientOnRecord) };
  void sendRecordedMail(deps, message, record).catch((error: unknown) =>
    deps.logger.error({ err: error, ...context, subject: message.subject }, 'account mail failed'),
  );
}

/** Whom a mail about the account is to: the name only where its address is confirmed. */
export interface MailedAccount {
  id: string;
  email: string;
  fullName: string;
  emailVerifiedAt: Date | null;
  /** The language of the learner's mail. */
  language: Language;
}

/**
 * The first line of a mail about the account. Until someone proved they read the address, the name is only what
 * a registrant typed (up to 120 characters, links included) and the mail would carry it from the portal's own
 * sender to a stranger: such mail greets no one by name.
 */
export const greeting = (account: Pick<MailedAccount, 'fullName' | 'emailVerifiedAt'>, language: Language = 'en') =>
  greetingLine(language, account.emailVerifiedAt ? account.fullName : null);

/** `mail` to the account's address, greeted as greeting() says, in `language` (by default the account's). */
export function mailAccount(
  deps: PlatformDeps,
  account: MailedAccount,
  mail: Pick<MailText, 'subject' | 'lines'>,
  { language = account.language, context = { accountId: account.id } as Record<string, unknown> } = {},
): void {
  const text = mailBody(greeting(account, language), mail);
  sendAccountMail(deps, { to: account.email, subject: mail.subject, text }, context);
}

/** Tells the learner their password changed, so an unexpected change does not go unnoticed. */
export function sendPasswordChangedMail(deps: PlatformDeps, account: MailedAccount): void {
  mailAccount(deps, account, passwordChangedMail(account.language));
}
