// Outgoing mail. With SMTP_URL set, nodemailer delivers it. Without, each message is written to the
// log and kept in the mail_outbox table so nothing is lost; outside production the log line carries the
// body too (a developer needs the recovery code), in production only recipient and subject are logged.
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

export function createOutboxMailer(db: Database, logger: Logger, options: { logBody: boolean }): Mailer {
  return {
    async send(message) {
      await db.insert(mailOutbox).values({ recipient: message.to, subject: message.subject, body: message.text });
      logger.info(
        { mail: { to: message.to, subject: message.subject, ...(options.logBody ? { text: message.text } : {}) } },
        'no SMTP_URL configured: mail kept in the outbox',
      );
    },
  };
}
