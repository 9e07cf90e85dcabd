import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { countingSmtp } from './counting-smtp.ts';
import { machineBusyMs, ownCpuMs, processCpuMs } from './cpu-time.ts';
import { startServer } from './server.ts';

export type CheckoutResult = {
  dialect: 'sqlite' | 'postgres';
  orders: number;
  concurrency: number;
  ordersPerSec: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /**
   * Until every job the measured orders caused is done (invoice number, PDF, buyer's and admin's
   * mail through a local SMTP server): orders per second, the jobs still due when the last answer
   * came, and the mails the SMTP server received.
   */
  drained: { ordersPerSec: number; seconds: number; backlogAtLastAnswer: number; mails: number };
  /**
   * CPU milliseconds per order from the first measured request until the last job was done: the
   * server (with its worker threads), the bench itself (buyers and SMTP server) and the rest of the
   * machine (the database server, the system).
   */
  cpuMsPerOrder: { server: number; bench: number; rest: number };
  race: { buyers: number; units: number; sold: number; refused: number };
  verdict: 'PASS' | 'MISS';
};

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1500);
// Orders sent first and not measured: the server opens its database connections and compiles its
// hot paths on the first requests, which a shop does once per start, not once per 1,500 orders.
const WARMUP = Number(process.env.BENCH_WARMUP_ORDERS ?? 100);
const CONCURRENCY = 20;
const RACE = { buyers: 50, units: 10 };
const PG_ADMIN = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const address = {
  fullName: 'Bench Buyer',
  phoneNumber: '+1 212 555 0143',
  streetAddress: '55 Studio Lane',
  city: 'New York',
  stateProvince: 'NY',
  postalCode: '10001',
  country: 'US',
};

/**
 * Distinct originals without images, one per order, and (unless `edition` is false) one edition of
 * 10 to race for: the last id.
 */
export async function seed(
  target: { databaseUrl?: string; sqliteFile: string },
  orders = ORDERS,
  { edition = true }: { edition?: boolean } = {},
): Promise<string[]> {
  const handle = openDb(target);
  await migrateToLatest(handle);
  const at = new Date().toISOString();
  await handle.db
    .insertInto('artists')
    .values({ id: 'bench-artist', name: 'Bench Artist', country: 'Kenya', style: '[]', created_at: at, updated_at: at })
    .execute();
  const ids = Array.from({ length: edition ? orders + 1 : orders }, (_, i) => `bench-work-${i}`);
  const isEdition = (id: string) => edition && id === ids[orders];
  for (let i = 0; i < ids.length; i += 200) {
    const chunk = ids.slice(i, i + 200);
    await handle.db
      .insertInto('artworks')
      .values(
        chunk.map((id) => ({
          id,
          title: `Work ${id}`,
          artist_id: 'bench-artist',
          price_cents: 120000,
          limited: isEdition(id) ? 1 : 0,
          limited_count: isEdition(id) ? RACE.units : null,
          units: isEdition(id) ? RACE.units : 1,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await handle.db
      .insertInto('artwork_formats')
      .values(
        chunk.map((id) => ({
          id: `${id}-f`,
          artwork_id: id,
          position: 0,
          name: 'Original',
          name_key: 'ORIGINAL',
          price_cents: 120000,
        })),
      )
      .execute();
  }
  await handle.close();
  return ids;
}

export const body = (artworkId: string, n: number) =>
  JSON.stringify({
    email: `buyer${n}@example.com`,
    fulfillmentType: 'shipping',
    cart: [{ artwork: { _id: artworkId }, format: { id: `${artworkId}-f`, price: 1200 }, quantity: 1 }],
    shippingAddress: address,
  });

// The buyers share kept-alive connections, as browsers do; node:http rather than fetch, whose
// streams and abort signals cost the bench (on the same 2 cores as the server) about a millisecond
// of CPU per order.
const buyers = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function post(url: string, payload: string, n: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/send-invoice`,
      {
        method: 'POST',
        agent: buyers,
        // Each buyer is a client of their own (TRUST_PROXY), as on a real shop.
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Each work bought once by 20 concurrent buyers; answers the failures, records each latency. */
async function buyConcurrently(url: string, works: string[], firstBuyer: number, latencies: number[] = []) {
  let failures = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < works.length; i = next++) {
        const r = await post(url, body(works[i] ?? '', firstBuyer + i), firstBuyer + i);
        latencies.push(r.ms);
        if (r.status !== 200) failures++;
      }
    }),
  );
  return failures;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Jobs due and not yet done: the outbox's backlog (a hold's end, 30 minutes ahead, is not due). */
async function dueJobs(db: ReturnType<typeof openDb>['db']): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', 'in', ['pending', 'running'])
    .where('run_at', '<=', new Date().toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function drainedBy(db: ReturnType<typeof openDb>['db']): Promise<number> {
  while ((await dueJobs(db)) > 0) await new Promise((r) => setTimeout(r, 50));
  return performance.now();
}

/** Invoice checkouts of distinct works by 20 concurrent buyers, then 50 buyers racing for an edition of 10. */
export async function benchCheckout(
  root: string,
  dialect: 'sqlite' | 'postgres',
  port: number,
): Promise<CheckoutResult> {
  const dataDir = mkdtempSync(join(tmpdir(), `vernissage-checkout-${dialect}-`));
  const dbName = `vernissage_bench_${process.pid}_${port}`;
  const databaseUrl = dialect === 'postgres' ? PG_ADMIN.replace(/\/[^/]*$/, `/${dbName}`) : undefined;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  if (databaseUrl) {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
  }
  try {
    const target = { databaseUrl, sqliteFile: join(dataDir, 'vernissage.db') };
    const ids = await seed(target, ORDERS + WARMUP);
    const smtp = await countingSmtp();
    const server = await startServer(root, dataDir, port, {
      TRUST_PROXY: '1',
      SMTP_URL: smtp.url,
      // e.g. BENCH_JOB_CONCURRENCY=2 to compare the worker's settings.
      ...(process.env.BENCH_JOB_CONCURRENCY ? { JOB_CONCURRENCY: process.env.BENCH_JOB_CONCURRENCY } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const watch = openDb(target);
    try {
      // Buyers of their own (addresses and mailboxes) for the warm-up, numbered after the race's.
      await buyConcurrently(server.url, ids.slice(ORDERS, ORDERS + WARMUP), 200_000);
      await drainedBy(watch.db);
      const mailsBefore = [...smtp.recipients.values()].reduce((a, b) => a + b, 0);
      const latencies: number[] = [];
      const pid = server.child.pid ?? 0;
      const cpuBefore = { server: processCpuMs(pid), bench: ownCpuMs(), machine: machineBusyMs() };
      const started = performance.now();
      const failures = await buyConcurrently(server.url, ids.slice(0, ORDERS), 0, latencies);
      const seconds = (performance.now() - started) / 1000;
      const backlogAtLastAnswer = await dueJobs(watch.db);
      const drainedSeconds = ((await drainedBy(watch.db)) - started) / 1000;
      const perOrder = (ms: number) => Math.round((ms / ORDERS) * 100) / 100;
      const serverMs = processCpuMs(pid) - cpuBefore.server;
      const benchMs = ownCpuMs() - cpuBefore.bench;
      const cpuMsPerOrder = {
        server: perOrder(serverMs),
        bench: perOrder(benchMs),
        rest: perOrder(Math.max(0, machineBusyMs() - cpuBefore.machine - serverMs - benchMs)),
      };
      const mails = [...smtp.recipients.values()].reduce((a, b) => a + b, 0) - mailsBefore;
      const edition = ids[ORDERS + WARMUP] ?? '';
      const race = await Promise.all(
        Array.from({ length: RACE.buyers }, (_, i) => post(server.url, body(edition, 100_000 + i), 100_000 + i)),
      );
      latencies.sort((a, b) => a - b);
      const ordersPerSec = Math.round((ORDERS - failures) / seconds);
      const p99Ms = Math.round(percentile(latencies, 0.99));
      const sold = race.filter((r) => r.status === 200).length;
      return {
        dialect,
        orders: ORDERS,
        concurrency: CONCURRENCY,
        ordersPerSec,
        p50Ms: Math.round(percentile(latencies, 0.5)),
        p99Ms,
        failures,
        drained: {
          ordersPerSec: Math.round((ORDERS - failures) / drainedSeconds),
          seconds: Math.round(drainedSeconds * 10) / 10,
          backlogAtLastAnswer,
          mails,
        },
        cpuMsPerOrder,
        race: { ...RACE, sold, refused: race.filter((r) => r.status === 409).length },
        verdict: ordersPerSec >= 200 && p99Ms < 150 && failures === 0 && sold === RACE.units ? 'PASS' : 'MISS',
      };
    } finally {
      await server.stop();
      await watch.close();
      await smtp.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}
