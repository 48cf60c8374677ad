// Sign-up as a learner does it, for platform tests: register, read the code from the mail, confirm.
import { and, desc, eq } from 'drizzle-orm';
import type { AuthData } from '@/contract';
import { mailOutbox } from '../db/schema';
import type { TestPlatform } from './test-platform';

interface SignUpInput {
  email: string;
  password: string;
  full_name?: string;
  phone?: string;
}

/** The 6-digit code in a registration or recovery mail. */
export const codeInText = (text: string) => /(?:code is|کوڈ) (\d{6})/.exec(text.replace(/=\r?\n/g, ''))?.[1];

/** The newest mail to `email` with `subject` in the outbox (where mail goes without SMTP); waits for it. */
export async function outboxMail(
  platform: TestPlatform,
  email: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await platform.deps.db
      .select({ body: mailOutbox.body })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.subject, subject)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (row) return row.body;
    if (Date.now() > deadline) throw new Error(`no "${subject}" mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const post = (platform: TestPlatform, path: string, body: unknown, headers: Record<string, string>) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/**
 * Registers and confirms, answering the confirmed sign-in. `readCode` defaults to the outbox; tests that
 * give the platform an SMTP mailer pass one that reads their server.
 */
export async function signUp(
  platform: TestPlatform,
  input: SignUpInput,
  options: { headers?: Record<string, string>; readCode?: (email: string) => Promise<string | undefined> } = {},
): Promise<AuthData> {
  const headers = options.headers ?? {};
  const registered = await post(platform, '/auth/register', { full_name: 'Ayesha Khan', ...input }, headers);
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const readCode =
    options.readCode ??
    (async (email: string) => codeInText(await outboxMail(platform, email, 'Confirm your e-mail address')));
  const { registration_id } = (await registered.json()) as { registration_id: string };
  const code = await readCode(input.email);
  const confirmed = await post(
    platform,
    '/auth/register/confirm',
    { registration_id, email: input.email, code },
    headers,
  );
  if (confirmed.status !== 201) throw new Error(`confirm answered ${confirmed.status}: ${await confirmed.text()}`);
  return (await confirmed.json()) as AuthData;
}
