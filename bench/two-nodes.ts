import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { body, percentile, post, seed } from './checkout.ts';
import { type RunningServer, startServer } from './server.ts';

type NodesRun = {
  nodes: number;
  gallery: { requestsPerSec: number; p99Ms: number; non2xx: number };
  checkout: { orders: number; ordersPerSec: number; p50Ms: number; p99Ms: number; failures: number };
  race: { buyers: number; sold: number };
};
export type TwoNodesResult = { one: NodesRun; two: NodesRun; verdict: 'PASS' | 'MISS' };

const PG_ADMIN = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.BENCH_TWO_NODE_ORDERS ?? 600);
const GALLERY = '/api/artworks?limit=24&sortBy=price&sortDirection=asc';
const CONNECTIONS = 50;
const BUYERS = 20;

/** The gallery query at 50 connections spread over the nodes, all at once: summed req/s, worst p99. */
async function gallery(nodes: RunningServer[], seconds: number) {
  const each = (duration: number) =>
    Promise.all(
      nodes.map((n) =>
        autocannon({
          url: n.url + GALLERY,
          connections: CONNECTIONS / nodes.length,
          duration,
          headers: { accept: 'application/json' },
        }),
      ),
    );
  await each(3);
  const runs = await each(seconds);
  return {
    requestsPerSec: Math.round(runs.reduce((sum, r) => sum + r.requests.average, 0)),
    p99Ms: Math.max(...runs.map((r) => r.latency.p99)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/** 20 buyers checking out distinct works, each order sent to the next node in turn. */
async function checkout(nodes: RunningServer[], ids: string[], from: number, count: number) {
  const latencies: number[] = [];
  let failures = 0;
  let next = from;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      for (let n = next++; n < from + count; n = next++) {
        const node = nodes[n % nodes.length] as RunningServer;
        const r = await post(node.url, body(ids[n] ?? '', n), n);
        latencies.push(r.ms);
        if (r.status !== 200) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    orders: count,
    ordersPerSec: Math.round((count - failures) / seconds),
    p50Ms: Math.round(percentile(latencies, 0.5)),
    p99Ms: Math.round(percentile(latencies, 0.99)),
    failures,
  };
}

/**
 * One node, then two nodes on the same PostgreSQL database (the same machine, so the two share its
 * cores): the gallery query and invoice checkout through both, and 50 buyers racing for an edition
 * of 10 through both. On 2 cores little gain is expected; the point is no loss and no overselling.
 */
export async function benchTwoNodes(root: string, port: number, seconds: number): Promise<TwoNodesResult> {
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'vernissage-two-nodes-')));
  const dbName = `vernissage_bench_nodes_${process.pid}`;
  const databaseUrl = PG_ADMIN.replace(/\/[^/]*$/, `/${dbName}`);
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const env = {
    TRUST_PROXY: '1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-two-nodes-shared-signing-key-0123456789',
  };
  try {
    // Two editions' worth: the one-node run uses the first half of the works, the two-node run the rest.
    const ids = await seed({ databaseUrl, sqliteFile: '' }, 2 * ORDERS);
    const edition = ids[2 * ORDERS] ?? '';
    const runs: NodesRun[] = [];
    for (const count of [1, 2]) {
      const nodes: RunningServer[] = [];
      for (let i = 0; i < count; i++) nodes.push(await startServer(root, dataDirs[i] ?? '', port + i, env));
      try {
        console.log(`${count} node(s): gallery query for ${seconds} s at 50 connections, then ${ORDERS} checkouts...`);
        const g = await gallery(nodes, seconds);
        const c = await checkout(nodes, ids, (count - 1) * ORDERS, ORDERS);
        let sold = 0;
        if (count === 2) {
          const race = await Promise.all(
            Array.from({ length: 50 }, (_, i) =>
              post((nodes[i % 2] as RunningServer).url, body(edition, 500_000 + i), 500_000 + i),
            ),
          );
          sold = race.filter((r) => r.status === 200).length;
        }
        runs.push({ nodes: count, gallery: g, checkout: c, race: { buyers: count === 2 ? 50 : 0, sold } });
      } finally {
        for (const n of nodes) await n.stop();
      }
    }
    const [one, two] = runs as [NodesRun, NodesRun];
    const ok = two.checkout.failures === 0 && two.gallery.non2xx === 0 && two.race.sold === 10;
    return { one, two, verdict: ok ? 'PASS' : 'MISS' };
  } finally {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}
