// The middleware on its own, mounted on a bare Hono app over the test platform's real database.
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { REQUEST_IN_PROGRESS_PROBLEM_TYPE } from '@/contract';
import { setUpTestPlatform } from '../test/test-platform';
import { idempotency } from './idempotency';

const platform = setUpTestPlatform({ seed: false });
let clock = new Date('2026-01-10T10:00:00Z');
let release: () => void = () => {};
let entered: () => void = () => {};
let calls = 0;
const app = new Hono();

beforeAll(() => {
  const deps = { ...platform.deps, now: () => clock };
  app.use('/things', idempotency(deps, { scope: 'POST /things', required: true }));
  app.post('/things', async (c) => {
    calls += 1;
    const body = await c.req.json<{ slow?: boolean; fail?: boolean }>();
    if (body.slow) {
      entered();
      await new Promise<void>((resolve) => (release = resolve));
    }
    if (body.fail) return c.json({ title: 'nope' }, 422);
    return c.json({ call: calls }, 201);
  });
});
beforeEach(() => (calls = 0));

const post = (body: unknown, key?: string) =>
  app.request('/things', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });

test('a required key that is missing is a 400', async () => {
  expect((await post({})).status).toBe(400);
  expect(calls).toBe(0);
});

test('while the first request runs, the same key is a 409 of the request-in-progress type with Retry-After', async () => {
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  const first = post({ slow: true }, 'key-in-flight');
  await inHandler;
  const second = await post({ slow: true }, 'key-in-flight');
  expect(second.status).toBe(409);
  expect(second.headers.get('retry-after')).toBe('1');
  expect(await second.json()).toMatchObject({ type: REQUEST_IN_PROGRESS_PROBLEM_TYPE, status: 409 });
  release();
  expect((await first).status).toBe(201);
  expect(calls).toBe(1);
});

test('answers are replayed for 24 hours, then the key is fresh again', async () => {
  expect(await (await post({}, 'key-expiring')).json()).toEqual({ call: 1 });
  clock = new Date(clock.getTime() + 23 * 3_600_000);
  expect(await (await post({}, 'key-expiring')).json()).toEqual({ call: 1 });
  clock = new Date(clock.getTime() + 2 * 3_600_000);
  expect(await (await post({}, 'key-expiring')).json()).toEqual({ call: 2 });
});

test('failures are not stored', async () => {
  expect((await post({ fail: true }, 'key-failing')).status).toBe(422);
  expect((await post({ fail: true }, 'key-failing')).status).toBe(422);
  expect(calls).toBe(2);
});

test('a claim whose request died lapses after 30 seconds; until then the key is still being handled', async () => {
  // What a process that stopped mid-request leaves behind: the key claimed, no answer.
  const { idempotencyKeys } = await import('../db/schema');
  const requestHash = createHash('sha256').update('{}').digest('hex');
  await platform.deps.db
    .insert(idempotencyKeys)
    .values({ scope: 'POST /things', key: 'key-orphaned', requestHash, createdAt: clock });
  clock = new Date(clock.getTime() + 29_000);
  expect((await post({}, 'key-orphaned')).status).toBe(409);
  expect(calls).toBe(0);
  clock = new Date(clock.getTime() + 2_000);
  const retried = await post({}, 'key-orphaned');
  expect(retried.status).toBe(201);
  expect((await post({}, 'key-orphaned')).headers.get('idempotent-replayed')).toBe('true');
  expect(calls).toBe(1);
});
