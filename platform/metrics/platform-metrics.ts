// The platform's Prometheus metrics. One registry per app: tests build many apps in one process, each with its own
// counters; the embedded platform builds one per process, next to Node's default metrics (see index.ts).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { kycSubmissions, payments, withdrawals } from '../db/schema';

/** Connections of a PostgreSQL pool as pg counts them; the embedded database has no pool. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface PlatformMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestSeconds: Histogram<'method' | 'route'>;
  mailFailures: Counter;
  paymentOutcomes: Counter<'outcome' | 'source'>;
}

interface MetricSources {
  /** The review queues are counted on each scrape; absent, they are not reported. */
  db?: Database;
  pool?: () => PoolUse;
  /** Node's own process metrics (heap, event loop lag, GC): for the one registry of a running process. */
  defaultMetrics?: boolean;
}

export function createPlatformMetrics(sources: MetricSources = {}): PlatformMetrics {
  const registry = new Registry();
  if (sources.defaultMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics: PlatformMetrics = {
    registry,
    requests: new Counter({
      name: 'platform_http_requests_total',
      help: 'Platform API requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'platform_http_request_duration_seconds',
      help: 'Time to answer a platform API request, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    mailFailures: new Counter({
      name: 'platform_mail_failures_total',
      help: 'Mails the mail server (or the outbox) did not accept',
      registers,
    }),
    paymentOutcomes: new Counter({
      name: 'platform_payment_outcomes_total',
      help: 'Payment outcomes that changed a payment: paid, flagged (refund due or amount to review), failed, cancelled, pending',
      labelNames: ['outcome', 'source'] as const,
      registers,
    }),
  };
  const { pool, db } = sources;
  if (pool) {
    const gauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool()));
        },
      });
    gauge('platform_db_pool_connections', 'Connections the PostgreSQL pool holds', (use) => use.total);
    gauge('platform_db_pool_idle_connections', 'Pooled connections not in use', (use) => use.idle);
    gauge('platform_db_pool_waiting_requests', 'Queries waiting for a pooled connection', (use) => use.waiting);
  }
  if (db) {
    new Gauge({
      name: 'platform_review_queue_size',
      help: 'Items waiting for staff: identity cases, bank transfers to confirm, withdrawals to refund',
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        // Three counts on indexed or small sets; a database that is away leaves the queues out of this scrape.
        try {
          const [identity, transfers, refunds] = await Promise.all([
            db.select({ value: count() }).from(kycSubmissions).where(eq(kycSubmissions.status, 'pending')),
            db
              .select({ value: count() })
              .from(payments)
              .where(
                and(
                  eq(payments.method, 'bank_transfer'),
                  eq(payments.status, 'awaiting_confirmation'),
                  isNull(payments.reviewedAt),
                ),
              ),
            db.select({ value: count() }).from(withdrawals).where(eq(withdrawals.status, 'requested')),
          ]);
          this.set({ queue: 'identity' }, identity[0]?.value ?? 0);
          this.set({ queue: 'bank_transfers' }, transfers[0]?.value ?? 0);
          this.set({ queue: 'withdrawal_refunds' }, refunds[0]?.value ?? 0);
        } catch {
          this.reset();
        }
      },
    });
  }
  return metrics;
}
