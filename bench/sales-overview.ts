import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withBenchDatabase } from './bench-database.ts';
import { type LoadResult, measure } from './load.ts';
import { adminToken, seedOrders } from './orders-list.ts';
import { startServer } from './server.ts';

export const SALES_OVERVIEW_TARGET_P99_MS = 300;
export type SalesOverviewResult = {
  dialect: 'sqlite' | 'postgres';
  orders: number;
  /** Under load: 50 connections on one range (the ten-second cache answers most of them). */
  load: LoadResult;
  /** One request at a time, each for another range, so every answer is computed afresh. */
  cold: { requests: number; p50Ms: number; p99Ms: number; maxMs: number };
  verdict: 'PASS' | 'MISS';
};

const ORDERS = Number(process.env.BENCH_ORDERS_LIST_SIZE ?? 100_000);
const COLD_REQUESTS = 30;
// The seeded orders span 2023 to 2025: a range over all three years reads every one of them.
const WHOLE_RANGE = '/api/admin/sales-overview?from=2023-01-01&to=2025-12-31';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;

/** Thirty ranges one at a time, each ending on another day, so no answer comes from the cache. */
async function coldRanges(url: string, headers: Record<string, string>): Promise<SalesOverviewResult['cold']> {
  const times: number[] = [];
  for (let day = 1; day <= COLD_REQUESTS; day++) {
    const path = `/api/admin/sales-overview?from=2023-01-01&to=2025-12-${String(day).padStart(2, '0')}`;
    const started = performance.now();
    const res = await fetch(url + path, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`sales overview answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    requests: COLD_REQUESTS,
    p50Ms: Math.round(percentile(times, 0.5)),
    p99Ms: Math.round(percentile(times, 0.99)),
    maxMs: Math.round(times.at(-1) ?? 0),
  };
}

/** The Sales tab's overview on 100,000 orders: computed afresh for new ranges, and under load. */
export async function benchSalesOverview(
  root: string,
  dialect: 'sqlite' | 'postgres',
  port: number,
  seconds: number,
): Promise<SalesOverviewResult> {
  const dataDir = mkdtempSync(join(tmpdir(), `vernissage-sales-${dialect}-`));
  try {
    return await withBenchDatabase(dialect, port, async (databaseUrl) => {
      console.log(`Sales overview on ${dialect}: seeding ${ORDERS} orders...`);
      await seedOrders({ databaseUrl, sqliteFile: join(dataDir, 'vernissage.db') });
      const server = await startServer(root, dataDir, port, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
      try {
        const headers = { authorization: `Bearer ${await adminToken(server.url)}` };
        console.log(`Sales overview on ${dialect}: ${COLD_REQUESTS} ranges one at a time, each computed afresh...`);
        const cold = await coldRanges(server.url, headers);
        console.log(`Sales overview on ${dialect}: GET ${WHOLE_RANGE} for ${seconds} s at 50 connections...`);
        const load = await measure(server.url, WHOLE_RANGE, seconds, headers);
        const ok =
          load.p99Ms < SALES_OVERVIEW_TARGET_P99_MS &&
          cold.p99Ms < SALES_OVERVIEW_TARGET_P99_MS &&
          load.errors + load.non2xx + load.timeouts === 0;
        return { dialect, orders: ORDERS, load, cold, verdict: ok ? 'PASS' : 'MISS' };
      } finally {
        await server.stop();
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
