import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Mailer } from '../mail/mailer.ts';

/** What the database's connection pool reports (PostgreSQL); SQLite has no pool. */
type PoolStats = { totalCount: number; idleCount: number; waitingCount: number };

/** Readings taken from the database when Prometheus scrapes, so every node reports the same totals. */
type ScrapeSources = {
  jobCounts(): Promise<Record<string, number>>;
  orderTotals(): Promise<{ paymentStatus: string; orders: number; totalCents: number }[]>;
  pool?: PoolStats | undefined;
};

export type Metrics = {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  latency: Histogram<'method' | 'route'>;
  mails: Counter<'outcome'>;
  /** Adds the gauges read at scrape time; called once the database is known. */
  readFrom(sources: ScrapeSources): void;
};

/**
 * This node's Prometheus metrics (decision 040), in a registry of its own (tests build many apps in
 * one process). Counters of requests and mails are per node; Prometheus sums them over nodes.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'vernissage_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'vernissage_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const mails = new Counter({
    name: 'vernissage_mails_total',
    help: 'Mails handed to SMTP (or written as .eml), by outcome: sent or failed',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  function readFrom(sources: ScrapeSources): void {
    new Gauge({
      name: 'vernissage_jobs',
      help: 'Jobs in the outbox by status: pending is the queue depth, failed gave up after their retries',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const counts = await sources.jobCounts();
        this.reset();
        for (const status of ['pending', 'running', 'done', 'failed']) this.set({ status }, counts[status] ?? 0);
      },
    });
    const totals = async () => sources.orderTotals();
    new Gauge({
      name: 'vernissage_orders',
      help: 'Orders by payment status (all nodes: read from the database)',
      labelNames: ['payment_status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const t of await totals()) this.set({ payment_status: t.paymentStatus }, t.orders);
      },
    });
    new Gauge({
      name: 'vernissage_order_value_cents',
      help: 'Sum of order totals by payment status, in cents; completed is the revenue taken',
      labelNames: ['payment_status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const t of await totals()) this.set({ payment_status: t.paymentStatus }, t.totalCents);
      },
    });
    const { pool } = sources;
    if (pool) {
      new Gauge({
        name: 'vernissage_db_pool_connections',
        help: "This node's PostgreSQL pool: open connections, idle ones, and queries waiting for one",
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
  }

  return { registry, requests, latency, mails, readFrom };
}

/** The same mailer, counting each message sent or failed. */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(message) {
      try {
        const sent = await mailer.send(message);
        metrics.mails.inc({ outcome: 'sent' });
        return sent;
      } catch (err) {
        metrics.mails.inc({ outcome: 'failed' });
        throw err;
      }
    },
    close: () => mailer.close(),
  };
}
