// A local SMTP server for the bench: sign-up confirms the e-mail address with a mailed 6-digit code, so the
// bench's learners read theirs here. The portal is started with SMTP_URL pointing at it.
import { SMTPServer } from 'smtp-server';

export async function startBenchMailbox(port) {
  const codes = new Map();
  const waiters = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const code = /code is (\d{6})/.exec(raw.replace(/=\r?\n/g, ''))?.[1];
        for (const { address } of session.envelope.rcptTo) {
          const to = address.toLowerCase();
          if (!code) continue;
          codes.set(to, code);
          waiters.get(to)?.();
        }
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The latest code mailed to `email`; waits up to 30 s for it. */
    async codeFor(email, timeoutMs = 30_000) {
      const to = email.toLowerCase();
      if (!codes.has(to)) {
        await new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no code mailed to ${email}`)), timeoutMs);
          waiters.set(to, () => (clearTimeout(timer), resolve()));
        });
      }
      const code = codes.get(to);
      codes.delete(to);
      return code;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Register, read the mailed code, confirm: the confirmed learner's auth data. */
export async function signUp(portalUrl, mailbox, { email, full_name }) {
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const password = 'a long enough password';
  const registered = await fetch(portalUrl('/api/v1/auth/register'), { method: 'POST', headers: json, body: JSON.stringify({ full_name, email, password, country: 'PK' }) });
  await registered.arrayBuffer();
  if (registered.status !== 202) throw new Error(`registration answered ${registered.status}`);
  const code = await mailbox.codeFor(email);
  const confirmed = await fetch(portalUrl('/api/v1/auth/register/confirm'), { method: 'POST', headers: json, body: JSON.stringify({ email, code }) });
  if (confirmed.status !== 201) throw new Error(`confirmation answered ${confirmed.status}`);
  return confirmed.json();
}
