// A real SMTP server on a local port that keeps every message it receives: the one mail sink of the platform tests
// (platform/test/smtp-server.ts), the Playwright run (e2e/mailbox.ts) and the benchmark (bench/lib/mailbox.mjs).
// Plain JavaScript with its types beside it (smtp-sink.d.mts), so node runs it as it is and TypeScript reads it too.
import { SMTPServer } from 'smtp-server';

/** Starts the sink on `port` (0, the default, picks a free one); `onMail` also hears each message as it arrives. */
export async function startSmtpSink({ port = 0, onMail } = {}) {
  const mails = [];
  const taken = new Set();
  const waiters = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        onMail?.(mail);
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  /** The first message not yet taken that `match` accepts (waiting up to `timeoutMs` for it); taken, it is not given again. */
  async function nextMail(match, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = mails.find((m) => !taken.has(m) && match(m));
      if (mail) {
        taken.add(mail);
        return mail;
      }
      if (Date.now() > deadline) return undefined;
      await new Promise((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, 200);
        waiters.add(wake);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    mails,
    nextMail,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The message as a reader sees it (UTF-8): a base64 body (what nodemailer picks for mostly non-Latin text, Urdu) decoded
 * after the headers; else quoted-printable soft line breaks joined and =XX escapes decoded. Our mails are one text part.
 */
export const mailText = (mail) => {
  const split = mail.raw.search(/\r?\n\r?\n/);
  const headers = split === -1 ? mail.raw : mail.raw.slice(0, split);
  if (/^content-transfer-encoding:\s*base64/im.test(headers))
    return `${headers}\n\n${Buffer.from(mail.raw.slice(split).replace(/\s+/g, ''), 'base64').toString('utf8')}`;
  return Buffer.from(
    mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
};

/** The 6-digit code in a registration or recovery mail, English ("code is 123456") or Urdu ("کوڈ 123456"). */
export const codeFromMail = (mail) => /(?:code is|کوڈ) (\d{6})/.exec(mailText(mail))?.[1];
