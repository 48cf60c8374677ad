// One SMTP server for the whole Playwright run (started by e2e/global-setup.ts on E2E_PORT + 1000, where
// the web server sends its mail): every message is written to a folder that any test can read, so a
// test can sign a learner up (the 6-digit code) or recover a password the way a learner would.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mailText, startSmtpSink, type ReceivedMail } from '../platform/test/smtp-sink.mjs';

export { codeFromMail, mailText } from '../platform/test/smtp-sink.mjs';

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir)
    throw new Error(
      'E2E_MAIL_DIR is not set: run the specs through playwright.config.ts (its global setup starts the mailbox)',
    );
  return dir;
};

/** Starts the run's SMTP server (platform/test/smtp-sink.mjs); resolves with a function that stops it. */
export async function startMailbox(port: number, dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const sink = await startSmtpSink({
    port,
    onMail: (mail) => {
      // Written under a name readers skip, then renamed: a reader polling the folder (another worker's
      // process) must never parse a half-written file.
      const name = `${Date.now()}-${String(++received).padStart(6, '0')}.json`;
      writeFileSync(path.join(dir, `${name}.part`), JSON.stringify(mail));
      renameSync(path.join(dir, `${name}.part`), path.join(dir, name));
    },
  });
  return sink.close;
}

// Mails this worker has already handed out, so each is read once.
const taken = new Set<string>();

/** The next mail to `to` (and, if given, containing `containing`) not yet taken by this worker; waits for it. */
export async function nextMailTo(
  to: string,
  { containing, timeoutMs = 15_000 }: { containing?: string; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const dir = mailDir();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of readdirSync(dir).sort()) {
      if (taken.has(file) || !file.endsWith('.json')) continue;
      const mail = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail;
      if (!mail.to.includes(to.toLowerCase())) continue;
      if (containing && !mailText(mail).includes(containing)) continue;
      taken.add(file);
      return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
