import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { seed } from './checkout.ts';
import { startServer } from './server.ts';

export type HoardingResult = {
  works: number;
  clients: number;
  seconds: number;
  requests: number;
  placed: number;
  refused: Record<string, number>;
  heldAtStopPct: number;
  heldAfter31MinPct: number;
  verdict: 'PASS' | 'MISS';
};

const WORKS = 1000;
const CLIENTS = 50;
const LINES = 20;
const SECONDS = Number(process.env.BENCH_HOARD_SECONDS ?? 60);

/** The share of the catalog held by unpaid orders, read from the database the server writes. */
function heldPct(sqliteFile: string): number {
  const db = new Sqlite(sqliteFile, { readonly: true });
  try {
    const row = db.prepare('select count(*) as n from artworks where reserved > 0').get() as { n: number };
    return Math.round((row.n / WORKS) * 1000) / 10;
  } finally {
    db.close();
  }
}

function pendingReleases(sqliteFile: string, before: string): number {
  const db = new Sqlite(sqliteFile, { readonly: true });
  try {
    const row = db
      .prepare(
        "select count(*) as n from jobs where status in ('pending', 'running') and kind in ('orders.release-hold', 'orders.placed') and run_at <= ?",
      )
      .get(before) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/**
 * The hoarding attack: 50 client addresses (X-Forwarded-For, TRUST_PROXY) send invoice orders of
 * 20 works each for 60 s, every order from a fresh throwaway mailbox, until every work is held or
 * the limits refuse them. Then the server starts again with its clock 31 minutes ahead (a test-only
 * setting) and the release jobs run: the share of works still held must be 0.
 */
export async function benchHoarding(root: string, port: number): Promise<HoardingResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vernissage-hoarding-'));
  const sqliteFile = join(dataDir, 'vernissage.db');
  const env = { TRUST_PROXY: '1', NODE_ENV: 'test' };
  try {
    // 1,000 originals without images, as the checkout bench seeds them, without its edition.
    const ids = await seed({ sqliteFile }, WORKS, { edition: false });
    let server = await startServer(root, dataDir, port, env);
    const refused: Record<string, number> = {};
    let requests = 0;
    let placed = 0;
    let mailbox = 0;
    // What this script holds or is asking for: it only asks for works nobody has taken yet.
    const taken = new Set<string>();
    try {
      const until = Date.now() + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          while (Date.now() < until) {
            const grab = ids.filter((id) => !taken.has(id)).slice(0, LINES);
            if (grab.length === 0) {
              await new Promise((r) => setTimeout(r, 1000));
              continue;
            }
            for (const id of grab) taken.add(id);
            const cart = grab.map((id) => ({ artwork: { _id: id }, format: { id: `${id}-f` }, quantity: 1 }));
            const n = mailbox++;
            const res = await fetch(`${server.url}/api/send-invoice`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.66.0.${client + 1}` },
              body: JSON.stringify({ email: `grab${n}@throwaway${n % 97}.test`, fulfillmentType: 'storage', cart }),
            });
            const text = await res.text();
            requests++;
            if (res.status === 200) placed++;
            else {
              for (const id of grab) taken.delete(id);
              const error = (JSON.parse(text) as { error?: string }).error ?? '';
              const reason = `${res.status} ${error.replace(/"[^"]*"/g, '"a work"')}`;
              refused[reason] = (refused[reason] ?? 0) + 1;
              // Refused by the per-client limit: this client waits, as a script would.
              if (res.status === 429) await new Promise((r) => setTimeout(r, 1000));
            }
          }
        }),
      );
    } finally {
      await server.stop();
    }
    const heldAtStopPct = heldPct(sqliteFile);

    // The same shop 31 minutes later: its worker runs the release jobs that are due by then.
    server = await startServer(root, dataDir, port, { ...env, CLOCK_OFFSET_MINUTES: '31' });
    try {
      const later = new Date(Date.now() + 31 * 60_000).toISOString();
      const deadline = Date.now() + 120_000;
      while (pendingReleases(sqliteFile, later) > 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 500));
      }
    } finally {
      await server.stop();
    }
    const heldAfter31MinPct = heldPct(sqliteFile);
    return {
      works: WORKS,
      clients: CLIENTS,
      seconds: SECONDS,
      requests,
      placed,
      refused,
      heldAtStopPct,
      heldAfter31MinPct,
      verdict: heldAfter31MinPct === 0 ? 'PASS' : 'MISS',
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
