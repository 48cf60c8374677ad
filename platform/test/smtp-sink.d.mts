// Types of smtp-sink.mjs (plain JavaScript so the benchmark's node runs it too).
export interface ReceivedMail {
  /** The envelope's recipients, lower-cased. */
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  /** Every message received, in order. */
  mails: ReceivedMail[];
  /** The first message not yet taken that `match` accepts, waiting up to `timeoutMs`; undefined if none came. */
  nextMail: (match: (mail: ReceivedMail) => boolean, timeoutMs: number) => Promise<ReceivedMail | undefined>;
  close: () => Promise<void>;
}

export function startSmtpSink(options?: { port?: number; onMail?: (mail: ReceivedMail) => void }): Promise<SmtpSink>;
export function mailText(mail: ReceivedMail): string;
export function codeFromMail(mail: ReceivedMail): string | undefined;
