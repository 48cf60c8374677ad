// Keys past their 24-hour replay window are deleted from the table; younger ones stay and are still replayed.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { setUpTestPlatform } from '../test/test-platform';
import { idempotencyKeys } from '../db/schema';
import { idempotency } from './idempotency';
import { pruneIdempotencyKeys, scheduleIdempotencyRetention } from './idempotency-retention';

const platform = setUpTestPlatform({ seed: false });
let clock = new Date('2026-01-10T10:00:00Z');
let calls = 0;
const app = new Hono();
const deps = () => ({ ...platform.deps, now: () => clock });

beforeAll(() => {
  app.use('/things', idempotency(deps(), { scope: 'POST /things', required: true }));
  app.post('/things', (c) => c.json({ call: (calls += 1) }, 201));
});

const post = (key: string) =>
  app.request('/things', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: '{}',
  });
const keptKeys = async () =>
  (await platform.deps.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key).sort();
const hours = (n: number) => n * 3_600_000;

test('keys older than 24 hours are deleted, answered or only claimed; younger ones are kept and still replayed', async () => {
  expect((await post('key-of-yesterday')).status).toBe(201);
  // What a process that stopped mid-request leaves behind: a claim without an answer.
  await platform.deps.db
    .insert(idempotencyKeys)
    .values({ scope: 'POST /things', key: 'key-orphaned', requestHash: 'x', createdAt: clock });
  clock = new Date(clock.getTime() + hours(20));
  expect((await post('key-of-today')).status).toBe(201);
  clock = new Date(clock.getTime() + hours(4) + 1);

  await pruneIdempotencyKeys(deps());
  expect(await keptKeys()).toEqual(['key-of-today']);
  const replayed = await post('key-of-today');
  expect(replayed.headers.get('idempotent-replayed')).toBe('true');
  expect(await replayed.json()).toEqual({ call: 2 });
});

test('the retention runs at start-up, not only after the first hour', async () => {
  clock = new Date(clock.getTime() + hours(25));
  const stop = scheduleIdempotencyRetention(deps());
  stop();
  for (let tries = 0; tries < 100 && (await keptKeys()).length > 0; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await keptKeys()).toEqual([]);
});

test('the retention finds old keys through the created_at index, not by reading the whole table', async () => {
  // With sequential scans priced out, PostgreSQL plans the delete on an index when one on created_at exists.
  const plan = await platform.deps.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local enable_seqscan = off'));
    const { rows } = (await tx.execute(
      sql`explain delete from idempotency_keys where created_at < ${new Date(clock.getTime() - hours(24))}`,
    )) as unknown as {
      rows: Array<{ 'QUERY PLAN': string }>;
    };
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toMatch(
    /Index (Only )?Scan using idempotency_keys_created_idx|Bitmap Index Scan on idempotency_keys_created_idx/,
  );
});
