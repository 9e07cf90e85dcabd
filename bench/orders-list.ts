import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDb } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { type LoadResult, measure } from './load.ts';
import { startServer } from './server.ts';

export const ORDERS_LIST_TARGET = { requestsPerSec: 2000, p99Ms: 50 };
export type OrdersListResult = LoadResult & { name: string; total: number; verdict: 'PASS' | 'MISS' };

const ORDERS = Number(process.env.BENCH_ORDERS_LIST_SIZE ?? 100_000);
const DOMAINS = ['example.com', 'gallery-friends.org', 'mail.test', 'studio.art', 'collectors.net'];
const DAY = 24 * 60 * 60 * 1000;

/** 100,000 orders over three years, one line each; a third kept in storage, most paid. */
export async function seedOrders(target: { databaseUrl?: string; sqliteFile: string }): Promise<void> {
  const handle = openDb(target);
  await migrateToLatest(handle);
  const start = Date.parse('2023-01-01T00:00:00Z');
  const step = (3 * 365 * DAY) / ORDERS;
  for (let from = 0; from < ORDERS; from += 500) {
    const batch = Array.from({ length: Math.min(500, ORDERS - from) }, (_, k) => {
      const i = from + k;
      const at = new Date(start + i * step).toISOString();
      const storage = i % 3 === 0;
      const paid = i % 4 !== 0;
      return {
        id: `bench-order-${String(i).padStart(6, '0')}`,
        invoice_number: `INV-B-${String(i).padStart(6, '0')}`,
        email: `collector${i}@${DOMAINS[i % DOMAINS.length]}`,
        status: paid ? ('processing' as const) : ('pending' as const),
        payment_status: paid ? ('completed' as const) : i % 8 === 0 ? ('partial' as const) : ('pending' as const),
        payment_method: 'invoice',
        fulfillment_type: storage ? 'storage' : 'shipping',
        ship_full_name: storage ? null : `Collector ${i}`,
        ship_country: storage ? null : 'US',
        subtotal_cents: 120_000 + (i % 50) * 1000,
        total_cents: 120_000 + (i % 50) * 1000,
        storage_start_date: storage && paid ? at.slice(0, 10) : null,
        storage_monthly_fee_cents: storage ? 150_000 : null,
        paid_at: paid ? at : null,
        created_at: at,
        updated_at: at,
      };
    });
    await handle.db.insertInto('orders').values(batch).execute();
    await handle.db
      .insertInto('order_items')
      .values(
        batch.map((o) => ({
          id: `${o.id}-1`,
          order_id: o.id,
          quantity: 1,
          unit_price_cents: o.subtotal_cents,
          title: `Work for ${o.id}`,
          artist_name: 'Bench Artist',
          format_name: 'Original',
        })),
      )
      .execute();
  }
  // A shop's PostgreSQL has statistics and a visibility map (autovacuum keeps both, and index-only
  // scans need the map); right after a bulk seed it has neither yet.
  if (target.databaseUrl) await sql`vacuum analyze`.execute(handle.db);
  await handle.close();
}

export async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`bench admin sign-in failed: ${res.status}`);
  return body.access_token;
}

/** The Orders tab's list on 100,000 orders: the default page and a partial e-mail filter. */
export async function benchOrdersList(root: string, port: number, seconds: number): Promise<OrdersListResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vernissage-orders-list-'));
  try {
    console.log(`Orders list: seeding ${ORDERS} orders...`);
    await seedOrders({ sqliteFile: join(dataDir, 'vernissage.db') });
    const server = await startServer(root, dataDir, port);
    try {
      const headers = { authorization: `Bearer ${await adminToken(server.url)}` };
      const scenarios = [
        { name: 'default page', path: '/api/admin/orders?skip=0&limit=20' },
        { name: 'e-mail filter', path: '/api/admin/orders?skip=0&limit=20&email=Collector1234' },
      ];
      const results: OrdersListResult[] = [];
      for (const { name, path } of scenarios) {
        console.log(`Orders list (${ORDERS} orders): ${name}, GET ${path} for ${seconds} s at 50 connections...`);
        const load = await measure(server.url, path, seconds, headers);
        const first = await fetch(server.url + path, { headers });
        const { total } = (await first.json()) as { total: number };
        const ok =
          load.requestsPerSec >= ORDERS_LIST_TARGET.requestsPerSec &&
          load.p99Ms < ORDERS_LIST_TARGET.p99Ms &&
          load.errors + load.non2xx + load.timeouts === 0;
        results.push({ ...load, name, total, verdict: ok ? 'PASS' : 'MISS' });
      }
      return results;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
