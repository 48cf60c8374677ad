// A real SMTP server on a random local port for tests: it keeps every message it receives.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next mail to `to` (or one already received and not yet taken). */
  nextMailTo: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/** `port` 0 (default) picks a free one; end-to-end runs give the port the web server was told. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;

  const nextMailTo = async (to: string, timeoutMs = 10_000): Promise<ReceivedMail> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = messages.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
      if (mail) {
        taken.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    nextMailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a recovery mail. */
export const codeFromMail = (mail: ReceivedMail) => /code is (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];
