// A stranger on one IPv6 network, and strangers on many, against an owner's account (issue 45, item 4). IPv6
// addresses count by their /64 (CLIENT_IPV6_PREFIX), so ten addresses of one customer's block share one allowance;
// and the account-wide ceilings that strangers on many networks can reach do not hold the owner's own address (one
// the account has signed in from), so the owner goes on signing in and recovering.
import { randomBytes } from 'node:crypto';
import { AUTH_DEFAULTS } from '../../services/auth/settings';
import { TEST_PASSWORD_HASH_COST } from '../../services/auth/password';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { codeInText, signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(120_000);

let now = new Date('2026-03-01T10:00:00Z');
const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
const platform = setUpTestPlatform({
  seed: false,
  now: () => now,
  auth: {
    ...AUTH_DEFAULTS,
    secret: randomBytes(32).toString('base64url'),
    trustedClientIpHeader: 'x-real-ip',
    passwordHash: TEST_PASSWORD_HASH_COST,
  },
});
// Each test starts in a quiet hour of its own.
beforeEach(() => advance(2 * 3600));

const HOME = '198.51.100.20';
const PASSWORD = 'correct horse battery';
const post = (path: string, body: unknown, address: string) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': address },
    body: JSON.stringify(body),
  });
/** Ten addresses of one /64 (one customer's block), and one address on each of `count` other /64s. */
const oneNetwork = Array.from({ length: 10 }, (_, index) => `2001:db8:1:2::${(index + 1).toString(16)}`);
const manyNetworks = (count: number) => Array.from({ length: count }, (_, index) => `2001:db8:2:${index + 1}::7`);

let counter = 0;
/** An owner who signed up (and so signed in) at home. */
async function owner(): Promise<string> {
  const email = `owner${++counter}@example.com`;
  await signUp(platform, { email, password: PASSWORD }, { headers: { 'x-real-ip': HOME } });
  return email;
}

async function statuses(addresses: string[], times: number, send: (address: string) => Promise<Response>) {
  const seen: number[] = [];
  for (const address of addresses) for (let time = 0; time < times; time += 1) seen.push((await send(address)).status);
  return seen;
}
const count = (seen: number[], status: number) => seen.filter((each) => each === status).length;

const recoveryMails = async (email: string) =>
  (
    await platform.deps.db
      .select({ body: mailOutbox.body })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.subject, 'Your password recovery code')))
  ).map((row) => row.body);

/** The code the owner asks for at `address`: the one mail more than the `mailed` already sent (strangers' too). */
async function recoveryCode(email: string, address: string, mailed = 0): Promise<string> {
  await waitFor(async () => (await recoveryMails(email)).length === mailed);
  const before = new Set(await recoveryMails(email));
  expect((await post('/auth/password-recovery/code', { email }, address)).status).toBe(202);
  await waitFor(async () => (await recoveryMails(email)).length === mailed + 1);
  const code = codeInText((await recoveryMails(email)).find((body) => !before.has(body)) ?? '');
  if (!code) throw new Error('no code in the mail');
  return code;
}

/** Mail goes out after the answer: polls until `ready` (the outbox is a table; nothing here waits on a clock). */
async function waitFor(ready: () => Promise<boolean>): Promise<void> {
  for (let round = 0; round < 500 && !(await ready()); round += 1)
    await new Promise((resolve) => setImmediate(resolve));
  if (!(await ready())) throw new Error('the mail did not arrive');
}

test('ten addresses of one /64 are one client: 5 sign-up mails and 10 failed sign-ins between them', async () => {
  const email = await owner();
  const signUps = await statuses(oneNetwork, 2, (address) =>
    post('/auth/register', { email, full_name: 'Stranger', password: 'a stranger password', country: 'PK' }, address),
  );
  expect([count(signUps, 202), count(signUps, 429)]).toEqual([5, 15]);

  const failures = await statuses(oneNetwork, 10, (address) =>
    post('/auth/login', { email, password: 'not the password' }, address),
  );
  expect([count(failures, 401), count(failures, 429)]).toEqual([10, 90]);
  // The owner, at home, signs in.
  expect((await post('/auth/login', { email, password: PASSWORD }, HOME)).status).toBe(200);
});

test('strangers on many networks reach the account’s ceilings; the owner at home goes on, a new address waits', async () => {
  const email = await owner();
  // 110 failed sign-ins from 11 networks: past the account's 100 an hour.
  await statuses(manyNetworks(11), 10, (address) =>
    post('/auth/login', { email, password: 'not the password' }, address),
  );
  expect((await post('/auth/login', { email, password: PASSWORD }, '2001:db8:3:1::1')).status).toBe(429);
  expect((await post('/auth/login', { email, password: PASSWORD }, HOME)).status).toBe(200);

  // 25 code requests from 5 networks: past the account's 20 an hour; the owner at home still gets a code.
  const requests = await statuses(manyNetworks(5), 5, (address) =>
    post('/auth/password-recovery/code', { email }, address),
  );
  expect(count(requests, 202)).toBe(20);
  expect((await post('/auth/password-recovery/code', { email }, '2001:db8:3:2::1')).status).toBe(429);
  await recoveryCode(email, HOME, 20);
});

test('an address whose sign-in was ended as not the owner’s is a stranger’s again', async () => {
  const email = await owner();
  const intruder = '2001:db8:9:9::1';
  const session = await (await post('/auth/login', { email, password: PASSWORD }, intruder)).json();
  // The owner changes the password at home: every other sign-in ends, the intruder's network with it.
  const changed = await platform.request('/auth/change-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': HOME, authorization: `Bearer ${session.access_token}` },
    body: JSON.stringify({ current_password: PASSWORD, new_password: 'a brand new password' }),
  });
  expect(changed.status).toBe(200);
  await statuses(manyNetworks(11), 10, (address) =>
    post('/auth/login', { email, password: 'not the password' }, address),
  );
  expect((await post('/auth/login', { email, password: 'a brand new password' }, intruder)).status).toBe(429);
  expect((await post('/auth/login', { email, password: 'a brand new password' }, HOME)).status).toBe(200);
});
