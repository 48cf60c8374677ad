// A closed account stays closed: its placeholder address (closed-<id>@closed.invalid) gets no recovery code, no reset
// and no sign-in, and nothing its old sign-ins hold (refresh token, access token, LMS token) opens anything.
import { eq } from 'drizzle-orm';
import { mailOutbox, recoveryCodes } from '../../db/schema';
import { codeInText, signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(60_000);

const platform = setUpTestPlatform({ seed: false });
const PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'another long enough passphrase';
const post = (path: string, body: unknown, token?: string) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

test('recovery, reset and sign-in on the placeholder address answer as for no account, and old tokens open nothing', async () => {
  const auth = await signUp(platform, { email: 'closing@example.com', password: PASSWORD });
  expect((await post('/me/close', { password: PASSWORD }, auth.access_token)).status).toBe(200);
  const placeholder = `closed-${auth.user.id}@closed.invalid`;

  const recovery = await post('/auth/password-recovery/code', { email: placeholder });
  expect(recovery.status).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 200)); // the mail would go out after the answer
  const mailed = await platform.deps.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, placeholder));
  // The attack: whoever reads what was mailed to the placeholder (a misrouted mail, an outbox) resets the password.
  const code = codeInText(mailed[0]?.body ?? '') ?? '000000';
  const { recovery_id } = (await recovery.json()) as { recovery_id?: string };
  const reset = await post('/auth/password-recovery/reset', {
    email: placeholder,
    recovery_id,
    code,
    new_password: NEW_PASSWORD,
  });
  const signIn = await post('/auth/login', { email: placeholder, password: NEW_PASSWORD });
  expect({ mailed: mailed.length, reset: reset.status, signIn: signIn.status }).toEqual({
    mailed: 0,
    reset: 422,
    signIn: 401,
  });
  const codes = await platform.deps.db.select().from(recoveryCodes).where(eq(recoveryCodes.accountId, auth.user.id));
  expect(codes).toHaveLength(0);
  expect((await post('/auth/login', { email: placeholder, password: 'closed' })).status).toBe(401);
  expect((await post('/auth/refresh', { refresh_token: auth.refresh_token })).status).toBe(401);
  expect(
    (await platform.request('/auth/me', { headers: { authorization: `Bearer ${auth.access_token}` } })).status,
  ).toBe(401);
});
