// PostgreSQL through node-postgres, bounded so an outage fails calls in seconds: connecting and waiting for
// a pooled connection time out, the wait queue has a length limit, the server cancels slow statements, a
// database that just failed to answer fails the next calls at once (circuit), and a write commits only while
// its caller still waits for the answer, so one given up on is never applied later.
import type { Socket } from 'node:net';
import pg from 'pg';
import { Circuit } from './circuit';
import { DatabaseAwayError, DatabaseBusyError } from './unavailable';

export interface PostgresLimits {
  /** Connections per instance. */
  poolSize: number;
  /** Connecting, and waiting for a pooled connection, give up after this long. */
  connectTimeoutMs: number;
  /** The server cancels a statement running longer than this (statement_timeout, lock_timeout). */
  statementTimeoutMs: number;
}

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = {
  poolSize: 10,
  connectTimeoutMs: 3_000,
  statementTimeoutMs: 5_000,
};

/**
 * Callers waiting for a connection, per pooled connection, past which further calls fail at once whatever the pace:
 * a bound on memory in a flood. Below it, a call is refused at once only when it could not get a connection within
 * connectTimeoutMs at the pool's recent pace (BoundedPool). A fixed 10 refused 11 of 100 learners checking out at
 * once on a quiet machine (npm run bench), each of whom would have been served in well under a second.
 */
const QUEUE_PER_CONNECTION = 100;
/** Weight of the newest connection hold in the running mean. */
const HOLD_WEIGHT = 0.2;
/** The client waits this much longer than statement_timeout: the server's own cancel normally comes first. */
const SILENCE_MARGIN_MS = 2_000;
/** After the database failed to connect or answer, calls fail at once for this long (then one probes it). */
const CIRCUIT_OPEN_MS = 2_000;

const READ_TIMEOUT = 'Query read timeout';
const WRITE = /^\s*(insert|update|delete|merge|with)\b/i;
const COMMIT = /^\s*commit\s*;?\s*$/i;

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
const query = pg.Client.prototype.query as QueryFn;

/**
 * A connection on which every write commits only if it is still wanted. A paused or unreachable server keeps
 * what the client sent and runs it when it wakes, long after the caller gave up; so a write outside a
 * transaction runs inside one, and every COMMIT is preceded, in the same message, by a check that fails once
 * the transaction is older than the client's patience (measured on the server's clock): a late COMMIT becomes
 * a rollback. A statement left unanswered that long closes its connection, which ends any open transaction.
 */
function guardedClient(patienceMs: number, circuit: Circuit): typeof pg.Client {
  const guardedCommit = `DO $$ BEGIN IF clock_timestamp() - transaction_timestamp() > interval '${patienceMs} milliseconds' THEN RAISE EXCEPTION 'the caller gave up on this write' USING ERRCODE = '57014'; END IF; END $$; COMMIT`;

  class GuardedClient extends pg.Client {}
  const run = (client: pg.Client, args: unknown[]): Promise<unknown> =>
    (Reflect.apply(query, client, args) as Promise<unknown>).then(
      (result) => {
        circuit.succeeded();
        return result;
      },
      (error: unknown) => {
        if (error instanceof Error && error.message === READ_TIMEOUT) {
          circuit.failed();
          (client as unknown as { connection?: { stream?: Socket } }).connection?.stream?.destroy();
        }
        throw error;
      },
    );

  async function execute(client: pg.Client, args: unknown[]): Promise<unknown> {
    const [config] = args;
    const text = typeof config === 'string' ? config : ((config as { text?: unknown } | null)?.text ?? '');
    if (typeof text !== 'string') return run(client, args);
    const inTransaction = client.getTransactionStatus() === 'T';
    if (inTransaction && COMMIT.test(text)) return run(client, [guardedCommit]);
    if (inTransaction || !WRITE.test(text)) return run(client, args);
    await run(client, ['BEGIN']);
    try {
      const result = await run(client, args);
      await run(client, [guardedCommit]);
      return result;
    } catch (error) {
      await run(client, ['ROLLBACK']).catch(() => {});
      throw error;
    }
  }

  GuardedClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const callback = args.at(-1);
    if (typeof callback !== 'function') return execute(this, args);
    execute(this, args.slice(0, -1)).then(
      (result) => callback(undefined, result),
      (error: unknown) => callback(error),
    );
  } as typeof pg.Client.prototype.query;
  return GuardedClient;
}

/**
 * A pool whose wait queue is bounded in time (connectionTimeoutMillis) and, behind a circuit, refuses at once a call
 * that would wait longer than that: one whose place in the queue, at the mean time a connection has recently been
 * held, comes after the timeout. Refusing it now rather than in connectTimeoutMs frees the caller and its request.
 */
class BoundedPool extends pg.Pool {
  private readonly size: number;
  private readonly patienceMs: number;
  private readonly acquiredAt = new WeakMap<pg.PoolClient, number>();
  /** The running mean of how long a connection is held per call, in ms; 0 until one is released. */
  private meanHoldMs = 0;

  constructor(
    options: pg.PoolConfig,
    private readonly queueLimit: number,
    private readonly circuit: Circuit,
  ) {
    super(options);
    this.size = options.max ?? 10;
    this.patienceMs = options.connectionTimeoutMillis ?? Infinity;
    this.on('acquire', (client) => this.acquiredAt.set(client, performance.now()));
    this.on('release', (_error, client) => {
      const since = this.acquiredAt.get(client);
      if (since === undefined) return;
      const held = performance.now() - since;
      this.meanHoldMs = this.meanHoldMs === 0 ? held : this.meanHoldMs + HOLD_WEIGHT * (held - this.meanHoldMs);
    });
  }

  /** Whether a call joining the queue now would be handed a connection within the pool's patience. */
  private wouldBeServedInTime(): boolean {
    if (this.idleCount > 0 || this.totalCount < this.size) return true;
    return ((this.waitingCount + 1) * this.meanHoldMs) / this.size <= this.patienceMs;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ) {
    const refusal = !this.circuit.allow()
      ? new DatabaseAwayError('the database did not answer a moment ago')
      : this.waitingCount >= this.queueLimit || !this.wouldBeServedInTime()
        ? new DatabaseBusyError(`${this.waitingCount} calls are already waiting for a database connection`)
        : undefined;
    if (refusal) {
      if (!callback) return Promise.reject(refusal);
      process.nextTick(() => callback(refusal, undefined, () => {}));
      return;
    }
    // A call that queues behind connections which are all in use, and times out there, found the database busy,
    // not away: every connection it waited behind was being answered. Only a failure to open a connection opens the
    // circuit; otherwise one slow moment in a burst would refuse every call on this instance that came after it.
    const queued = this.idleCount === 0 && this.totalCount >= this.size;
    const failed = () => {
      if (!queued) this.circuit.failed();
    };
    if (!callback) {
      return super.connect().catch((error: unknown) => {
        failed();
        throw error;
      });
    }
    super.connect((error, client, done) => {
      if (error) failed();
      callback(error, client, done);
    });
  }
}

export function createPostgresPool(url: string, limits: PostgresLimits): pg.Pool {
  const circuit = new Circuit(CIRCUIT_OPEN_MS);
  const pool = new BoundedPool(
    {
      connectionString: url,
      Client: guardedClient(limits.statementTimeoutMs + SILENCE_MARGIN_MS, circuit),
      max: limits.poolSize,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      statement_timeout: limits.statementTimeoutMs,
      lock_timeout: limits.statementTimeoutMs,
      // A transaction left open by a caller that died does not hold its locks for long.
      idle_in_transaction_session_timeout: limits.statementTimeoutMs * 2,
      query_timeout: limits.statementTimeoutMs + SILENCE_MARGIN_MS,
      application_name: 'learner-portal',
    },
    limits.poolSize * QUEUE_PER_CONNECTION,
    circuit,
  );
  // An idle connection the server closed (restart, failover) is dropped and replaced on demand.
  pool.on('error', () => {});
  return pool;
}

/** One unpooled connection without statement limits: migrations may run long and wait for the lock. */
export async function connectForMigrations(url: string, limits: PostgresLimits): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    application_name: 'learner-portal migrations',
  });
  client.on('error', () => {});
  await client.connect();
  return client;
}
