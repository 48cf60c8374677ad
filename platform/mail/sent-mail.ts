// Every mail the portal sends goes through here: handed to the mailer, then one row in sent_mail saying to whom, what
// subject, when and whether it went, so staff can answer "I never got it". The body is never kept: it can hold a code.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { PlatformDeps } from '../deps';
import { sentMail } from '../db/schema';
import { createOutboxMailer, type MailMessage } from './mailer';

export const mailerOf = (deps: PlatformDeps) =>
  deps.mailer ?? createOutboxMailer(deps.db, deps.logger, { logBody: process.env.NODE_ENV !== 'production' });

/** What the record of a mail says beyond the message itself. */
export interface MailRecord {
  /** Whom the mail is about when the caller knows; otherwise the account holding the address, if any. */
  accountId?: string;
  /** The caller's transaction when the mail is part of one (its record goes or stays with it). */
  db?: Pick<Database, 'insert'>;
  /** The address the record names, when it must not be the one mailed (a closed account keeps none). */
  recipient?: string;
}

export async function sendRecordedMail(
  deps: PlatformDeps,
  message: MailMessage,
  { accountId, db = deps.db, recipient = message.to }: MailRecord = {},
): Promise<void> {
  let failure: unknown;
  await mailerOf(deps)
    .send(message)
    .catch((error: unknown) => (failure = error ?? new Error('mail failed')));
  const account =
    accountId ?? sql`(select id from accounts where lower(email) = lower(${message.to}) limit 1)`.mapWith(String);
  await db
    .insert(sentMail)
    .values({
      accountId: account,
      recipient,
      subject: message.subject,
      outcome: failure === undefined ? 'delivered' : 'failed',
      sentAt: deps.now(),
    })
    // The mail went (or not) whatever happens to its record: a failed insert is only logged.
    .catch((error: unknown) => deps.logger.error({ err: error, subject: message.subject }, 'sent mail not recorded'));
  if (failure !== undefined) throw failure;
}
