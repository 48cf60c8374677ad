// A local SMTP server for the benchmark's portal (SMTP_URL points at it): sign-ups need the 6-digit code from
// their confirmation mail, as for a real learner.
import { SMTPServer } from 'smtp-server';

export async function startMailbox(port) {
  const mails = [];
  const waiters = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));

  /** The 6-digit code mailed to `email` (waits up to 20 s for it). */
  async function codeFor(email) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = mails.find((m) => m.to.includes(email.toLowerCase()) && /code is \d{6}/.test(m.raw.replace(/=\r?\n/g, '')));
      if (mail) return /code is (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''))[1];
      if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
      await new Promise((resolve) => {
        waiters.add(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
  return { url: `smtp://127.0.0.1:${port}`, codeFor, close: () => new Promise((resolve) => server.close(resolve)) };
}
