// A learner signed up through the platform API, as a browser would after confirming the mailed code: without
// SMTP_URL the instances keep mail in the mail_outbox table, where the suite reads the code.
import type { TestPostgres } from './postgres';

export const PASSWORD = 'a long enough password';

interface AuthData {
  access_token: string;
  refresh_token: string;
  lms_token: string;
  user: unknown;
}

export async function signUp(
  origin: string,
  postgres: TestPostgres,
  fullName: string,
  email: string,
): Promise<AuthData> {
  const post = (path: string, body: unknown) =>
    fetch(`${origin}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/auth/register', { full_name: fullName, email, password: PASSWORD });
  if (registered.status !== 202) throw new Error(`sign-up answered ${registered.status}: ${await registered.text()}`);
  const { registration_id } = (await registered.json()) as { registration_id: string };
  const code = await mailedCode(postgres, email);
  const confirmed = await post('/auth/register/confirm', { registration_id, email, code });
  if (confirmed.status !== 201) throw new Error(`confirmation answered ${confirmed.status}: ${await confirmed.text()}`);
  return (await confirmed.json()) as AuthData;
}

/** The code in the newest mail to `email`; sign-up answers before the mail is written, so wait for it. */
async function mailedCode(postgres: TestPostgres, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [mail] = await postgres.query<{ body: string }>(
      'SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
      'portal',
      [email],
    );
    const code = /code is (\d{6})/.exec(mail?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation code mailed to ${email}`);
}
