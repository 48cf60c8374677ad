// A local SMTP server for the benchmark's portal (SMTP_URL points at it; platform/test/smtp-sink.mjs): sign-ups need
// the 6-digit code from their confirmation mail, as for a real learner.
import { codeFromMail, startSmtpSink } from '../../platform/test/smtp-sink.mjs';

export async function startMailbox(port) {
  const sink = await startSmtpSink({ port });

  /** The 6-digit code mailed to `email` (waits up to 20 s for it). */
  async function codeFor(email) {
    const mail = await sink.nextMail(
      (m) => m.to.includes(email.toLowerCase()) && codeFromMail(m) !== undefined,
      20_000,
    );
    if (!mail) throw new Error(`no code mailed to ${email}`);
    return codeFromMail(mail);
  }
  return { url: sink.url, codeFor, close: sink.close };
}
