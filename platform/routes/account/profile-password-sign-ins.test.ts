// The account's profile, password and sign-ins over HTTP: each change recorded, a stranger's or ended sign-in
// refused, a wrong current password changing nothing.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { accountEvents, accounts } from '../../db/schema';
import { AUTH_DEFAULTS } from '../../services/auth/settings';
import { outboxMail, signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(60_000);

const platform = setUpTestPlatform({
  seed: false,
  auth: { ...AUTH_DEFAULTS, secret: randomBytes(32).toString('base64url'), trustedClientIpHeader: 'x-client-ip' },
});

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const call = (
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  platform.request(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      'x-client-ip': '198.51.100.7',
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

let counter = 0;
async function learner(password = 'correct horse battery') {
  const email = `account${++counter}@example.com`;
  const auth = await signUp(platform, { full_name: 'Ayesha Khan', email, password });
  return { email, password, auth };
}
const eventsOf = (accountId: string) =>
  platform.deps.db
    .select({ kind: accountEvents.kind, detail: accountEvents.detail, address: accountEvents.address })
    .from(accountEvents)
    .where(eq(accountEvents.accountId, accountId))
    .orderBy(asc(accountEvents.id));

describe('PATCH /me/profile', () => {
  test('stores the name and phone, records which fields changed, and a phone can be removed', async () => {
    const { auth } = await learner();
    const changed = await call('PATCH', '/me/profile', auth.access_token, {
      full_name: 'Ayesha K. Malik',
      phone: '+923001234567',
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ full_name: 'Ayesha K. Malik', phone: '+923001234567' });
    const removed = await call('PATCH', '/me/profile', auth.access_token, {
      full_name: 'Ayesha K. Malik',
      phone: null,
    });
    expect(await removed.json()).toMatchObject({ phone: null });
    expect(await eventsOf(auth.user.id)).toEqual([
      { kind: 'profile-updated', detail: { fields: ['fullName', 'phone'] }, address: '198.51.100.7' },
      { kind: 'profile-updated', detail: { fields: ['phone'] }, address: '198.51.100.7' },
    ]);
  });

  test('bad input is refused at the field and nothing changes', async () => {
    const { auth } = await learner();
    const refused = await call('PATCH', '/me/profile', auth.access_token, { full_name: ' ', phone: '0300' });
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).errors).sort()).toEqual(['full_name', 'phone']);
    const [row] = await platform.deps.db.select().from(accounts).where(eq(accounts.id, auth.user.id));
    expect(row).toMatchObject({ fullName: 'Ayesha Khan', phone: null });
  });

  test('no token, a forged one or an ended sign-in changes nothing', async () => {
    const { auth } = await learner();
    const stranger = await learner();
    expect((await call('PATCH', '/me/profile', null, { full_name: 'X', phone: null })).status).toBe(401);
    expect((await call('PATCH', '/me/profile', `${auth.access_token}x`, { full_name: 'X', phone: null })).status).toBe(
      401,
    );
    // A stranger's token changes the stranger's own profile, never another's: there is no id to name.
    await call('PATCH', '/me/profile', stranger.auth.access_token, { full_name: 'Stranger', phone: null });
    expect((await platform.deps.db.select().from(accounts).where(eq(accounts.id, auth.user.id)))[0]?.fullName).toBe(
      'Ayesha Khan',
    );
    await call('POST', '/auth/logout', null, { refresh_token: auth.refresh_token });
    expect(
      (await call('PATCH', '/me/profile', auth.access_token, { full_name: 'After sign-out', phone: null })).status,
    ).toBe(401);
    expect((await platform.deps.db.select().from(accounts).where(eq(accounts.id, auth.user.id)))[0]?.fullName).toBe(
      'Ayesha Khan',
    );
  });
});

describe('PUT /me/language', () => {
  test('the learner’s e-mails follow the language chosen; the change is recorded; anything else is a 422 at the field', async () => {
    const { password, auth } = await learner();
    expect(auth.user.language).toBe('en');
    const chosen = await call('PUT', '/me/language', auth.access_token, { language: 'ur' });
    expect(chosen.status).toBe(200);
    expect((await chosen.json()).language).toBe('ur');
    expect((await (await call('GET', '/auth/me', auth.access_token)).json()).language).toBe('ur');
    expect(await eventsOf(auth.user.id)).toEqual([
      { kind: 'profile-updated', detail: { fields: ['language'] }, address: '198.51.100.7' },
    ]);

    const refused = await call('PUT', '/me/language', auth.access_token, { language: 'fr' });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.language).toEqual(['Choose English or Urdu.']);
    expect((await call('PUT', '/me/language', null, { language: 'en' })).status).toBe(401);

    // The next mail about the account is in Urdu.
    const changed = await call('POST', '/auth/change-password', auth.access_token, {
      current_password: password,
      new_password: 'a quite new passphrase 7',
    });
    expect(changed.status).toBe(200);
    expect(await outboxMail(platform, auth.user.email, 'آپ کا پاس ورڈ بدل دیا گیا ہے')).toMatch(
      /^السلام علیکم Ayesha Khan،/,
    );
  });
});

describe('POST /auth/change-password', () => {
  test('a wrong current password is a 422 at the field, counts as a failed sign-in and changes nothing', async () => {
    const { email, password, auth } = await learner();
    const wrong = await call('POST', '/auth/change-password', auth.access_token, {
      current_password: 'not the password',
      new_password: 'a quite new passphrase 7',
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.current_password).toEqual(['That is not your current password.']);
    expect((await call('POST', '/auth/login', null, { email, password })).status).toBe(200);
    expect((await call('GET', '/auth/me', auth.access_token)).status).toBe(200);
    expect(await eventsOf(auth.user.id)).toEqual([]);
  });

  test('the new password works, every other sign-in ends, the change is recorded and mailed without the password', async () => {
    const { email, password, auth } = await learner();
    const other = await (await call('POST', '/auth/login', null, { email, password })).json();
    const changed = await call(
      'POST',
      '/auth/change-password',
      auth.access_token,
      { current_password: password, new_password: 'a quite new passphrase 7' },
      { 'user-agent': FIREFOX },
    );
    expect(changed.status).toBe(200);
    const fresh = await changed.json();
    expect((await call('GET', '/auth/me', other.access_token)).status).toBe(401);
    expect((await call('POST', '/auth/refresh', null, { refresh_token: other.refresh_token })).status).toBe(401);
    expect((await call('GET', '/auth/me', fresh.access_token)).status).toBe(200);
    expect((await call('POST', '/auth/login', null, { email, password: 'a quite new passphrase 7' })).status).toBe(200);
    expect(await eventsOf(auth.user.id)).toEqual([{ kind: 'password-changed', detail: {}, address: '198.51.100.7' }]);
    const mail = await outboxMail(platform, email, 'Your password was changed');
    expect(mail).not.toContain('a quite new passphrase 7');
  });
});

describe('sign-ins', () => {
  test('lists the live sign-ins with their device, marks this one, and ends the others', async () => {
    const { email, password, auth } = await learner();
    const firefox = await (
      await call('POST', '/auth/login', null, { email, password }, { 'user-agent': FIREFOX })
    ).json();
    const listed = await call('GET', '/me/sign-ins', firefox.access_token);
    expect(listed.status).toBe(200);
    const { items } = await listed.json();
    expect(items).toHaveLength(2);
    expect(items.find((item: { current: boolean }) => item.current)).toMatchObject({
      device: 'Firefox 133 on Windows',
      current: true,
    });
    expect(items.filter((item: { current: boolean }) => !item.current)).toHaveLength(1);

    const ended = await call('POST', '/me/sign-ins/end-others', firefox.access_token);
    expect(await ended.json()).toEqual({ ended: 1 });
    expect((await call('GET', '/auth/me', auth.access_token)).status).toBe(401);
    expect((await call('POST', '/auth/refresh', null, { refresh_token: auth.refresh_token })).status).toBe(401);
    expect((await (await call('GET', '/me/sign-ins', firefox.access_token)).json()).items).toHaveLength(1);
    expect((await eventsOf(auth.user.id)).map((event) => event.kind)).toEqual(['sign-ins-ended']);
  });

  test('an ended sign-in can neither list nor end the others', async () => {
    const { email, password, auth } = await learner();
    const other = await (await call('POST', '/auth/login', null, { email, password })).json();
    await call('POST', '/auth/logout', null, { refresh_token: auth.refresh_token });
    expect((await call('GET', '/me/sign-ins', auth.access_token)).status).toBe(401);
    expect((await call('POST', '/me/sign-ins/end-others', auth.access_token)).status).toBe(401);
    expect((await call('GET', '/auth/me', other.access_token)).status).toBe(200);
  });

  test('two "sign out everywhere else" at once from two sign-ins leave exactly one of them', async () => {
    const { email, password } = await learner();
    const [a, b] = await Promise.all(
      [1, 2].map(async () => (await call('POST', '/auth/login', null, { email, password })).json()),
    );
    await Promise.all([
      call('POST', '/me/sign-ins/end-others', a.access_token),
      call('POST', '/me/sign-ins/end-others', b.access_token),
    ]);
    const alive = await Promise.all([a, b].map(async (s) => (await call('GET', '/auth/me', s.access_token)).status));
    expect(alive.filter((status) => status === 200)).toHaveLength(1);
  });
});
