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
  /** Holds taken by kind: card checkouts, invoice orders from throwaway and from trusted mailboxes. */
  placedBy: Record<Attack, number>;
  refused: Record<string, number>;
  heldAtStopPct: number;
  heldAfter31MinPct: number;
  verdict: 'PASS' | 'MISS';
};

const WORKS = 1000;
const CLIENTS = 50;
const LINES = 20;
const SECONDS = Number(process.env.BENCH_HOARD_SECONDS ?? 60);
/** Mailboxes that confirmed an order before the attack (they were "trusted" for 90 days before decision 052). */
const TRUSTED = Array.from({ length: 10 }, (_, i) => `collector${i}@trusted.test`);

type Attack = 'card' | 'invoice' | 'trusted';
/** Clients 0-19 start card checkouts, 20-34 send invoice orders from throwaway mailboxes, 35-49 from trusted ones. */
const attackOf = (client: number): Attack => (client < 20 ? 'card' : client < 35 ? 'invoice' : 'trusted');

/** Marks the mailboxes as having confirmed an order a day ago, as a returning collector's would be. */
function trustMailboxes(sqliteFile: string): void {
  const db = new Sqlite(sqliteFile);
  try {
    const at = new Date(Date.now() - 24 * 60 * 60_000).toISOString();
    const insert = db.prepare('insert into checkout_addresses (email_key, confirmed_at, created_at) values (?, ?, ?)');
    for (const email of TRUSTED) insert.run(email, at, at);
  } finally {
    db.close();
  }
}

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
        "select count(*) as n from jobs where status in ('pending', 'running') and kind in ('orders.release-hold', 'orders.release-draft', 'orders.placed') and run_at <= ?",
      )
      .get(before) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/**
 * The hoarding attack: 50 client addresses (X-Forwarded-For, TRUST_PROXY) for 60 s, each taking
 * works nobody holds yet until the budgets refuse them: 20 start card checkouts of one work each
 * (a fresh mailbox every time), 15 send invoice orders of 20 works from fresh throwaway mailboxes,
 * 15 from ten mailboxes that confirmed an order the day before. Then the server starts again with
 * its clock 31 minutes ahead (a test-only setting) and the release jobs run: the share of works
 * still held must be 0.
 */
export async function benchHoarding(root: string, port: number): Promise<HoardingResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vernissage-hoarding-'));
  const sqliteFile = join(dataDir, 'vernissage.db');
  const env = { TRUST_PROXY: '1', NODE_ENV: 'test' };
  try {
    // 1,000 originals without images, as the checkout bench seeds them, without its edition.
    const ids = await seed({ sqliteFile }, WORKS, { edition: false });
    trustMailboxes(sqliteFile);
    let server = await startServer(root, dataDir, port, env);
    const refused: Record<string, number> = {};
    let requests = 0;
    let placed = 0;
    const placedBy: Record<Attack, number> = { card: 0, invoice: 0, trusted: 0 };
    let mailbox = 0;
    // What this script holds or is asking for: it only asks for works nobody has taken yet.
    const taken = new Set<string>();
    try {
      const until = Date.now() + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          while (Date.now() < until) {
            const attack = attackOf(client);
            const grab = ids.filter((id) => !taken.has(id)).slice(0, attack === 'card' ? 1 : LINES);
            if (grab.length === 0) {
              await new Promise((r) => setTimeout(r, 1000));
              continue;
            }
            for (const id of grab) taken.add(id);
            const n = mailbox++;
            const email =
              attack === 'trusted' ? (TRUSTED[n % TRUSTED.length] as string) : `grab${n}@throwaway${n % 97}.test`;
            const cart = grab.map((id) => ({ artwork: { _id: id }, format: { id: `${id}-f` }, quantity: 1 }));
            const [url, body] =
              attack === 'card'
                ? [
                    '/api/order-drafts',
                    {
                      artwork_id: grab[0],
                      email,
                      delivery_address: '1 Bench Street, Nairobi',
                      variant: `${grab[0]}-f`,
                    },
                  ]
                : ['/api/send-invoice', { email, fulfillmentType: 'storage', cart }];
            const res = await fetch(`${server.url}${url}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.66.0.${client + 1}` },
              body: JSON.stringify(body),
            });
            const text = await res.text();
            requests++;
            if (res.status === 200) {
              placed++;
              placedBy[attack]++;
            } else {
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
      placedBy,
      refused,
      heldAtStopPct,
      heldAfter31MinPct,
      verdict: heldAfter31MinPct === 0 ? 'PASS' : 'MISS',
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
