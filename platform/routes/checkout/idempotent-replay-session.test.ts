// A stored idempotent answer (an order: the learner's programme, fee and intake) is replayed only to a sign-in that is
// still live, and none outlives the account's closing.
import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema';
import { setUpTestPlatform } from '../../test/test-platform';
import { authed, firstIntake, postJson, registerLearner } from '../../test/checkout-helpers';

jest.setTimeout(60_000);

const platform = setUpTestPlatform();
const PROGRAMME = 'data-science-and-analytics';

async function orderWithKey() {
  const learner = await registerLearner(platform);
  const body = { programme: PROGRAMME, intake: await firstIntake(platform, learner, PROGRAMME) };
  const key = randomUUID();
  const created = await postJson(platform, '/orders', learner, body, key);
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { learner, body, key, orderId: id };
}

test('after sign-out the same key and token get a 401, not the stored order', async () => {
  const { learner, body, key, orderId } = await orderWithKey();
  const signedOut = await platform.request('/auth/logout', {
    method: 'POST',
    headers: authed(learner, { 'content-type': 'application/json' }),
    body: '{}',
  });
  expect(signedOut.status).toBe(204);
  const replay = await postJson(platform, '/orders', learner, body, key);
  expect(replay.status).toBe(401);
  expect(replay.headers.get('idempotent-replayed')).toBeNull();
  expect(await replay.text()).not.toContain(orderId);
});

test('closing the account deletes its stored answers and the token replays nothing', async () => {
  const { learner, body, key, orderId } = await orderWithKey();
  const { sub } = JSON.parse(Buffer.from(learner.token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  const storedFor = () =>
    platform.deps.db
      .select()
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.scope, `% ${sub}`));
  // The order's and the identity submission's (with the legal name).
  expect((await storedFor()).map((row) => row.scope.split(' ')[1])).toEqual(
    expect.arrayContaining(['/orders', '/kyc/submissions']),
  );
  const closed = await platform.request('/me/close', {
    method: 'POST',
    headers: authed(learner, { 'content-type': 'application/json' }),
    body: JSON.stringify({ password: 'a long enough password' }),
  });
  expect(closed.status).toBe(200);
  expect(await storedFor()).toHaveLength(0);
  const replay = await postJson(platform, '/orders', learner, body, key);
  expect(replay.status).toBe(401);
  expect(await replay.text()).not.toContain(orderId);
});
