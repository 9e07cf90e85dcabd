import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDb } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { withBenchDatabase } from './bench-database.ts';
import { type ColdFigures, coldRequests, daysUpTo } from './cold-requests.ts';
import { type LoadResult, measure } from './load.ts';
import { adminToken } from './orders-list.ts';
import { startServer } from './server.ts';

export const PAYOUTS_TARGET_P99_MS = 100;
export type PayoutsResult = {
  dialect: 'sqlite' | 'postgres';
  lines: number;
  /** 20 connections on one period (the ten-second cache answers most of them). */
  load: LoadResult;
  /** One request at a time, each for another period, so every answer is computed afresh. */
  cold: ColdFigures;
  verdict: 'PASS' | 'MISS';
};

const LINES = Number(process.env.BENCH_PAYOUT_LINES ?? 100_000);
const ARTISTS = 40;
const CONNECTIONS = 20;
const DAY = 24 * 60 * 60 * 1000;
// A year of the three the lines span: the tab's period query, with every artist's all-time balance.
const YEAR = '/api/admin/payouts?from=2025-01-01&to=2025-12-31';

/** 40 artists and 100,000 paid order lines over 2023-2025 in their ledger (one in twenty reversed), and monthly payouts. */
async function seedLedger(target: { databaseUrl?: string; sqliteFile: string }): Promise<void> {
  const handle = openDb(target);
  await migrateToLatest(handle);
  const at = '2023-01-01T00:00:00.000Z';
  await handle.db
    .insertInto('artists')
    .values(
      Array.from({ length: ARTISTS }, (_, i) => ({
        id: `bench-artist-${i}`,
        name: `Bench Artist ${String(i).padStart(2, '0')}`,
        image_media_id: null,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  const start = Date.parse(at);
  const step = (3 * 365 * DAY) / LINES;
  for (let from = 0; from < LINES; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, LINES - from) }, (_, k) => {
      const i = from + k;
      const amount = 120_000 + (i % 50) * 1000;
      const reversal = i % 20 === 19;
      const sign = reversal ? -1 : 1;
      return {
        id: `bench-payable-${i}`,
        artist_id: `bench-artist-${i % ARTISTS}`,
        artwork_id: null,
        order_id: `bench-order-${i}`,
        order_item_id: `bench-order-${i}-1`,
        kind: reversal ? ('reversal' as const) : ('sale' as const),
        title: `Work ${i}`,
        edition: 'Unique work',
        amount_cents: sign * amount,
        rate_bp: 5000,
        commission_cents: (sign * amount) / 2,
        share_cents: (sign * amount) / 2,
        recorded_at: new Date(start + i * step).toISOString(),
      };
    });
    await handle.db.insertInto('artist_payables').values(rows).execute();
  }
  const payouts = [];
  for (let month = 0; month < 36; month++) {
    for (let a = 0; a < ARTISTS; a++) {
      payouts.push({
        id: `bench-payout-${month}-${a}`,
        artist_id: `bench-artist-${a}`,
        amount_cents: 50_000,
        paid_at: new Date(start + month * 30 * DAY).toISOString().slice(0, 10),
        reference: `Transfer ${month}-${a}`,
        recorded_by: 'bench@example.com',
        recorded_at: at,
      });
    }
  }
  for (let i = 0; i < payouts.length; i += 500) {
    await handle.db
      .insertInto('artist_payouts')
      .values(payouts.slice(i, i + 500))
      .execute();
  }
  if (target.databaseUrl) await sql`vacuum analyze`.execute(handle.db);
  await handle.close();
}

const COLD = 30;
/** Thirty periods one at a time, each ending on another day, so no answer comes from the cache. */
const coldPeriods = (url: string, headers: Record<string, string>) =>
  coldRequests(
    url,
    daysUpTo(COLD).map((day) => `/api/admin/payouts?from=2025-01-01&to=2025-11-${day}`),
    headers,
  );

/** The Artist Payouts tab's period query on 100,000 ledger lines, at 20 connections. */
export async function benchPayouts(
  root: string,
  dialect: 'sqlite' | 'postgres',
  port: number,
  seconds: number,
): Promise<PayoutsResult> {
  const dataDir = mkdtempSync(join(tmpdir(), `vernissage-payouts-${dialect}-`));
  try {
    return await withBenchDatabase(dialect, port, async (databaseUrl) => {
      console.log(`Artist payouts on ${dialect}: seeding ${LINES} ledger lines...`);
      await seedLedger({ databaseUrl, sqliteFile: join(dataDir, 'vernissage.db') });
      const server = await startServer(root, dataDir, port, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
      try {
        const headers = { authorization: `Bearer ${await adminToken(server.url)}` };
        console.log(`Artist payouts on ${dialect}: ${COLD} periods one at a time, each computed afresh...`);
        const cold = await coldPeriods(server.url, headers);
        console.log(`Artist payouts on ${dialect}: GET ${YEAR} for ${seconds} s at ${CONNECTIONS} connections...`);
        const load = await measure(server.url, YEAR, seconds, headers, CONNECTIONS);
        const ok =
          load.p99Ms < PAYOUTS_TARGET_P99_MS &&
          cold.p99Ms < PAYOUTS_TARGET_P99_MS &&
          load.errors + load.non2xx + load.timeouts === 0;
        return { dialect, lines: LINES, load, cold, verdict: ok ? 'PASS' : 'MISS' };
      } finally {
        await server.stop();
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
