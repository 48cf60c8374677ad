// Sign-in, password change and recovery limits over HTTP on a fresh database with a movable clock: attempts
// sent at once are counted before they are checked, the limits are kept per account and client address with
// growing waits, and a sign-in limit never stands in the way of recovery.
import { randomBytes } from 'node:crypto';
import { AUTH_DEFAULTS } from '../../services/auth/settings';
import { codeInText, outboxMail, signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

// A fresh database (PGlite start + migrations) and scrypt hashing are slow on a busy machine.
jest.setTimeout(120_000);

let now = new Date('2026-03-01T10:00:00Z');
const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

const platform = setUpTestPlatform({
  seed: false,
  now: () => now,
  auth: { ...AUTH_DEFAULTS, secret: randomBytes(32).toString('base64url'), trustedClientIpHeader: 'x-client-ip' },
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const from = (address: string) => ({ 'x-client-ip': address });

let counter = 0;
async function registerLearner(password = 'correct horse battery') {
  const email = `limits${++counter}@example.com`;
  return { email, password, auth: await signUp(platform, { full_name: 'Sana Malik', email, password }) };
}

// Each test ends an hour later, so that no count or wait carries into the next one.
afterEach(() => void advance(7200));

test.each([
  ['from a known client address', from('198.51.100.20')],
  ['without a known client address', {}],
])('50 wrong passwords sent at once %s: at most 10 are checked, the rest wait', async (_, headers) => {
  const { email } = await registerLearner();
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => post('/auth/login', { email, password: `wrong guess ${i} here` }, headers)),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 401)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(40);
});

test('50 wrong current passwords sent at once to change-password: at most 10 are checked', async () => {
  const { auth } = await registerLearner();
  const headers = { authorization: `Bearer ${auth.access_token}`, ...from('198.51.100.21') };
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      post(
        '/auth/change-password',
        { current_password: `wrong guess ${i} here`, new_password: 'a brand new password' },
        headers,
      ),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 422)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(40);
});

test('past the free attempts the waits grow (1, 2, 4 minutes) and the answer says them in minutes', async () => {
  const { email, password } = await registerLearner();
  const attacker = from('203.0.113.50');
  for (let i = 0; i < 10; i++)
    expect((await post('/auth/login', { email, password: `wrong guess ${i} here` }, attacker)).status).toBe(401);
  const waits: number[] = [];
  for (const minutes of [1, 2, 4]) {
    const refused = await post('/auth/login', { email, password: 'one more guess here' }, attacker);
    expect(refused.status).toBe(429);
    expect((await refused.json()).detail).toBe(`Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
    waits.push(Number(refused.headers.get('retry-after')));
    advance(waits.at(-1) ?? 0);
    expect((await post('/auth/login', { email, password: 'one more guess here' }, attacker)).status).toBe(401);
  }
  expect(waits).toEqual([60, 120, 240]);
  // Even the right password waits at that address now; the owner elsewhere does not.
  expect((await post('/auth/login', { email, password }, attacker)).status).toBe(429);
  expect((await post('/auth/login', { email, password }, from('192.0.2.7'))).status).toBe(200);
});

test('wrong passwords from one address do not lock the owner out at another', async () => {
  const { email, password } = await registerLearner();
  for (let i = 0; i < 15; i++)
    await post('/auth/login', { email, password: `wrong guess ${i} here` }, from('203.0.113.60'));
  expect((await post('/auth/login', { email, password: 'wrong guess again' }, from('203.0.113.60'))).status).toBe(429);
  expect((await post('/auth/login', { email, password }, from('192.0.2.8'))).status).toBe(200);
});

test('code requests from one address do not block recovery for the owner at another', async () => {
  const { email } = await registerLearner();
  for (let i = 0; i < 5; i++)
    expect((await post('/auth/password-recovery/code', { email }, from('203.0.113.70'))).status).toBe(202);
  const refused = await post('/auth/password-recovery/code', { email }, from('203.0.113.70'));
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBe(60);
  expect((await post('/auth/password-recovery/code', { email }, from('192.0.2.9'))).status).toBe(202);
});

test('a sign-in limit never blocks recovery, and the new password ends the sign-in wait', async () => {
  const { email } = await registerLearner();
  // No known address: the account's own count is all there is, and it is used up.
  for (let i = 0; i < 10; i++) await post('/auth/login', { email, password: `wrong guess ${i} here` });
  expect((await post('/auth/login', { email, password: 'correct horse battery' })).status).toBe(429);
  const asked = await post('/auth/password-recovery/code', { email });
  expect(asked.status).toBe(202);
  const { recovery_id } = (await asked.json()) as { recovery_id: string };
  const code = codeInText(await outboxMail(platform, email, 'Your password recovery code'));
  expect(
    (
      await post('/auth/password-recovery/reset', {
        email,
        recovery_id,
        code,
        new_password: 'my new recovered password',
      })
    ).status,
  ).toBe(204);
  expect((await post('/auth/login', { email, password: 'my new recovered password' })).status).toBe(200);
});

// 31 password checks at scrypt's cost: minutes when the machine is busy.
test('a right password starts the own count afresh and gives back its attempt to the shared ones', async () => {
  const { email, password } = await registerLearner();
  const owner = from('192.0.2.10');
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < 9; i++)
      expect((await post('/auth/login', { email, password: `typo ${round} ${i} here` }, owner)).status).toBe(401);
    expect((await post('/auth/login', { email, password }, owner)).status).toBe(200);
  }
}, 300_000);

test('20 sign-ups for one e-mail sent at once: at most 5 are taken (each would send a mail)', async () => {
  const email = `parallel-signup${++counter}@example.com`;
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      post(
        '/auth/register',
        { full_name: 'Sana Malik', email, password: 'correct horse battery', country: 'PK' },
        from('198.51.100.30'),
      ),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 202)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(15);
});

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Asks for a code from `address` and answers the recovery id the request answered. */
async function askCode(email: string, address: string): Promise<string> {
  const asked = await post('/auth/password-recovery/code', { email }, from(address));
  expect(asked.status).toBe(202);
  return ((await asked.json()) as { recovery_id: string }).recovery_id;
}
const reset = (email: string, recovery_id: string, code: string | undefined, address: string) =>
  post(
    '/auth/password-recovery/reset',
    { email, recovery_id, code, new_password: 'my new recovered password' },
    from(address),
  );

test("a stranger's wrong codes from his address do not end the owner's recovery code; the owner's own five do, for the owner's address", async () => {
  const { email } = await registerLearner();
  const id = await askCode(email, '192.0.2.50');
  const code = codeInText(await outboxMail(platform, email, 'Your password recovery code')) ?? '';
  for (let i = 0; i < 5; i++) expect((await reset(email, id, wrongCode(code), '203.0.113.90')).status).toBe(422);
  // His address has had its share: even the right code is refused there.
  expect((await reset(email, id, code, '203.0.113.90')).status).toBe(422);
  expect((await reset(email, id, code, '192.0.2.50')).status).toBe(204);

  // A new code; the owner's own five wrong tries end it for the owner's address.
  const nextId = await askCode(email, '192.0.2.50');
  const next = codeInText(await outboxMail(platform, email, 'Your password recovery code')) ?? '';
  for (let i = 0; i < 5; i++) expect((await reset(email, nextId, wrongCode(next), '192.0.2.50')).status).toBe(422);
  expect((await reset(email, nextId, next, '192.0.2.50')).status).toBe(422);
});

test('fifty wrong guesses in all, from ten addresses, end a recovery code for everyone', async () => {
  const { email } = await registerLearner();
  const id = await askCode(email, '192.0.2.60');
  const code = codeInText(await outboxMail(platform, email, 'Your password recovery code')) ?? '';
  for (let address = 0; address < 10; address++) {
    for (let i = 0; i < 5; i++)
      expect((await reset(email, id, wrongCode(code), `198.51.100.${100 + address}`)).status).toBe(422);
  }
  expect((await reset(email, id, code, '192.0.2.60')).status).toBe(422);
  expect((await post('/auth/login', { email, password: 'correct horse battery' }, from('192.0.2.60'))).status).toBe(
    200,
  );
});
