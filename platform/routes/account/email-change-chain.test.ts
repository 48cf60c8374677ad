// "This was not me" cannot be beaten by changing the address twice: whoever holds a session and the password (an
// intruder) changes the password and the address, then the address again; the owner's link from the first change still
// undoes everything since, ends every sign-in, and the intruder's password no longer signs in.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { AUTH_DEFAULTS } from '../../services/auth/settings';
import { codeInText, outboxMail, signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(90_000);

const platform = setUpTestPlatform({
  seed: false,
  auth: { ...AUTH_DEFAULTS, secret: randomBytes(32).toString('base64url'), trustedClientIpHeader: 'x-client-ip' },
});
const call = (path: string, token: string | null, body: unknown) =>
  platform.request(path, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      'x-client-ip': '198.51.100.9',
    },
    body: JSON.stringify(body),
  });

const OWNER_PASSWORD = 'correct horse battery';
const INTRUDER_PASSWORD = 'the intruder set this one';
const revertToken = async (to: string) =>
  /token=([\w-]+)/.exec(await outboxMail(platform, to, 'Your e-mail address was changed'))?.[1];

async function changeAddress(token: string, password: string, to: string) {
  const { change_id } = (await (
    await call('/me/email-change', token, { new_email: to, current_password: password })
  ).json()) as { change_id: string };
  const code = codeInText(await outboxMail(platform, to, 'Confirm your new e-mail address'));
  const confirmed = await call('/me/email-change/confirm', token, { change_id, code });
  expect(confirmed.status).toBe(200);
}

test("two chained changes: the owner's first link undoes both, ends every sign-in and the intruder's password", async () => {
  const email = 'owner@example.com';
  const owner = await signUp(platform, { full_name: 'Bilal Ahmed', email, password: OWNER_PASSWORD });
  const intruder = await (await call('/auth/login', null, { email, password: OWNER_PASSWORD })).json();
  const changed = await call('/auth/change-password', intruder.access_token, {
    current_password: OWNER_PASSWORD,
    new_password: INTRUDER_PASSWORD,
  });
  expect(changed.status).toBe(200);
  const session = (await changed.json()) as { access_token: string };
  await changeAddress(session.access_token, INTRUDER_PASSWORD, 'intruder-one@example.com');
  await changeAddress(session.access_token, INTRUDER_PASSWORD, 'intruder-two@example.com');

  const reverted = await call('/auth/email-change/revert', null, { token: await revertToken(email) });
  const signIns = await Promise.all(
    [email, 'intruder-one@example.com', 'intruder-two@example.com'].map(
      async (address) => (await call('/auth/login', null, { email: address, password: INTRUDER_PASSWORD })).status,
    ),
  );
  expect({
    revert: reverted.status,
    address: (await platform.deps.db.select().from(accounts).where(eq(accounts.id, owner.user.id)))[0]?.email,
    intruderSession: (
      await platform.request('/auth/me', { headers: { authorization: `Bearer ${session.access_token}` } })
    ).status,
    signIns,
  }).toEqual({ revert: 200, address: email, intruderSession: 401, signIns: [401, 401, 401] });
  // The second change's link (the intruder's own mailbox) no longer undoes anything.
  expect(
    (await call('/auth/email-change/revert', null, { token: await revertToken('intruder-one@example.com') })).status,
  ).toBe(410);
  // The owner sets a new password the way the page says: a code mailed to the restored address.
  const asked = await call('/auth/password-recovery/code', null, { email });
  const { recovery_id } = (await asked.json()) as { recovery_id: string };
  const code = codeInText(await outboxMail(platform, email, 'Your password recovery code'));
  expect(
    (
      await call('/auth/password-recovery/reset', null, {
        email,
        recovery_id,
        code,
        new_password: 'the owner is back now',
      })
    ).status,
  ).toBe(204);
});

test('a confirmed e-mail change ends every other sign-in of the account; the one that changed it stays', async () => {
  const email = 'two-devices@example.com';
  const first = await signUp(platform, { full_name: 'Sana Malik', email, password: OWNER_PASSWORD });
  const second = await (await call('/auth/login', null, { email, password: OWNER_PASSWORD })).json();
  await changeAddress(first.access_token, OWNER_PASSWORD, 'moved-devices@example.com');
  const me = async (token: string) =>
    (await platform.request('/auth/me', { headers: { authorization: `Bearer ${token}` } })).status;
  expect({ changer: await me(first.access_token), other: await me(second.access_token) }).toEqual({
    changer: 200,
    other: 401,
  });
});
