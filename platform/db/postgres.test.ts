// The pool's limits on a real PostgreSQL: a burst that waits too long for a busy pool is refused on its own, and the
// database, which answered everyone else all along, stays open to the next call; a call the queue would keep past the
// wait is refused at once, one it can serve in time waits.
import type pg from 'pg';
import { TestPostgres } from '../../e2e-production/cluster/postgres';
import { createPostgresPool } from './postgres';

let postgres: TestPostgres;
let pool: pg.Pool;

beforeAll(async () => {
  // E2E_PORT + 9002: beside the other suites' clusters (+9000, +9001).
  postgres = await TestPostgres.create(Number(process.env.E2E_PORT ?? 3210) + 9002);
  pool = createPostgresPool(postgres.url(), { poolSize: 1, connectTimeoutMs: 300, statementTimeoutMs: 5_000 });
}, 60_000);
afterAll(async () => {
  await pool?.end();
  postgres?.destroy();
});

it('refuses a call that waited out a busy pool, and serves the next one once a connection is free', async () => {
  const held = await pool.connect();
  await expect(pool.query('select 1')).rejects.toThrow('timeout exceeded when trying to connect');
  held.release();
  // Not "the database did not answer a moment ago": it did answer, it was only busy.
  await expect(pool.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
});

it('still fails at once for a moment after the database itself did not answer', async () => {
  const away = createPostgresPool(postgres.url().replace(`:${postgres.port}/`, ':1/'), {
    poolSize: 1,
    connectTimeoutMs: 300,
    statementTimeoutMs: 5_000,
  });
  try {
    await expect(away.query('select 1')).rejects.toThrow();
    await expect(away.query('select 1')).rejects.toThrow('the database did not answer a moment ago');
  } finally {
    await away.end();
  }
});

it('queues a call it can serve in time, and refuses at once one the queue would keep past the wait', async () => {
  const paced = createPostgresPool(postgres.url(), { poolSize: 1, connectTimeoutMs: 2_000, statementTimeoutMs: 5_000 });
  try {
    // Each call holds the one connection for 200 ms or a little more (timers fire late, never early): the pool's pace.
    for (let i = 0; i < 3; i += 1) {
      const client = await paced.connect();
      await new Promise((resolve) => setTimeout(resolve, 200));
      client.release();
    }
    const held = await paced.connect();
    let served: Promise<unknown>[] = [];
    let refused: Promise<unknown> = Promise.resolve();
    try {
      // Two waiting behind it: served within the two seconds.
      served = [paced.query('select 1 as one'), paced.query('select 1 as one')];
      // Twelve more: the first two are well within the wait at up to 500 ms a call; from the ninth on, ten or more
      // waiting ahead at 200 ms or more each would take longer, so those are refused before they wait.
      refused = Promise.allSettled(Array.from({ length: 12 }, () => paced.query('select 1 as one')));
    } finally {
      held.release();
    }
    await expect(Promise.all(served)).resolves.toHaveLength(2);
    const outcomes = (await refused) as PromiseSettledResult<unknown>[];
    expect(outcomes.slice(0, 2).map(({ status }) => status)).toEqual(['fulfilled', 'fulfilled']);
    expect(outcomes.slice(8)).toEqual(
      Array(4).fill(
        expect.objectContaining({
          status: 'rejected',
          reason: expect.objectContaining({ message: expect.stringMatching(/calls are already waiting/) }),
        }),
      ),
    );
  } finally {
    await paced.end();
  }
});

it('lets a long queue wait when the pool serves it quickly', async () => {
  const quick = createPostgresPool(postgres.url(), { poolSize: 1, connectTimeoutMs: 2_000, statementTimeoutMs: 5_000 });
  try {
    for (let i = 0; i < 3; i += 1) await quick.query('select 1');
    const held = await quick.connect();
    let outcomes: Promise<PromiseSettledResult<unknown>[]>;
    try {
      // Thirty behind one connection, each holding it for a millisecond or so: all of them within the wait.
      outcomes = Promise.allSettled(Array.from({ length: 30 }, () => quick.query('select 1 as one')));
    } finally {
      held.release();
    }
    expect((await outcomes).map(({ status }) => status)).toEqual(Array(30).fill('fulfilled'));
  } finally {
    await quick.end();
  }
});
