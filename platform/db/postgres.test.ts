// The pool's limits on a real PostgreSQL: a burst that waits too long for a busy pool is refused on its own, and the
// database, which answered everyone else all along, stays open to the next call.
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
