import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withBenchDatabase } from './bench-database.ts';
import { type ColdFigures, coldRequests, daysUpTo } from './cold-requests.ts';
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
  cold: ColdFigures;
  verdict: 'PASS' | 'MISS';
};

const ORDERS = Number(process.env.BENCH_ORDERS_LIST_SIZE ?? 100_000);
const COLD_REQUESTS = 30;
// The seeded orders span 2023 to 2025: a range over all three years reads every one of them.
const WHOLE_RANGE = '/api/admin/sales-overview?from=2023-01-01&to=2025-12-31';

/** Thirty ranges one at a time, each ending on another day, so no answer comes from the cache. */
const coldRanges = (url: string, headers: Record<string, string>) =>
  coldRequests(
    url,
    daysUpTo(COLD_REQUESTS).map((day) => `/api/admin/sales-overview?from=2023-01-01&to=2025-12-${day}`),
    headers,
  );

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
