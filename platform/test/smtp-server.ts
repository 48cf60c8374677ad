// A real SMTP server on a random local port for tests (platform/test/smtp-sink.mjs): it keeps every message it receives.
import { startSmtpSink, type ReceivedMail } from './smtp-sink.mjs';

export { codeFromMail, type ReceivedMail } from './smtp-sink.mjs';

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next mail to `to` (or one already received and not yet taken). */
  nextMailTo: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/** `port` 0 (default) picks a free one. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const sink = await startSmtpSink({ port });
  const nextMailTo = async (to: string, timeoutMs = 10_000): Promise<ReceivedMail> => {
    const mail = await sink.nextMail((m) => m.to.includes(to.toLowerCase()), timeoutMs);
    if (!mail) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    return mail;
  };
  return { url: sink.url, messages: sink.mails, nextMailTo, close: sink.close };
}
