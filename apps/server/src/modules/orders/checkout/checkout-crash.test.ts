import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { spawnServer, waitFor } from '../../../../test/server-process.ts';
import { openDb } from '../../../db/connection.ts';
import { migrateToLatest } from '../../../db/migrate.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'vernissage-checkout-crash-'));
const dbFile = join(dataDir, 'vernissage.db');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * What must hold after any crash: every order whole with its invoice job queued, holds matching
 * orders, and the numbers given so far without gaps (the invoice job numbers each order after its
 * checkout, decision 042, so a crash may leave orders not yet numbered, never a hole).
 */
function inspect() {
  const db = new Sqlite(dbFile, { readonly: true });
  const all = <T>(sql: string) => db.prepare(sql).all() as T[];
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      orders: all<{ id: string; invoice_number: string | null }>(
        'select id, invoice_number from orders order by invoice_number',
      ),
      ordersWithoutItems: all(
        'select id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
      ),
      ordersWithoutJob: all(
        "select id from orders o where not exists (select 1 from jobs j where j.dedupe_key = 'order-placed:' || o.id)",
      ),
      holdsNotMatchingOrders: all(`select a.id from artworks a where a.reserved <> (
          select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id
          where i.artwork_id = a.id and o.status = 'pending')`),
    };
  } finally {
    db.close();
  }
}

describe('a checkout killed with SIGKILL', () => {
  it('leaves no half order: every order whole with its mail queued, holds equal to orders, numbers contiguous', async () => {
    const seed = openDb({ sqliteFile: dbFile });
    await migrateToLatest(seed);
    const artistId = await insertArtist(seed.db, { name: 'Crash Test' });
    const works: string[] = [];
    for (let i = 0; i < 120; i++)
      works.push(await insertArtwork(seed.db, { artistId, title: `Work ${i}`, price: 100 + i }));
    const edition = await insertArtwork(seed.db, { artistId, title: 'Edition', price: 50, edition: 5 });
    await seed.close();

    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      TRUST_PROXY: '1',
      ADMIN_EMAIL: 'o@example.com',
      ADMIN_PASSWORD: 'a-long-password',
    };
    const server = spawnServer(env);
    await waitFor(() => server.output().includes('Vernissage is open at'), 60_000, 'the server');
    const buy = (id: string, n: number) =>
      fetch(`http://127.0.0.1:${port}/api/send-invoice`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${n >> 8}.${n & 255}` },
        body: JSON.stringify({
          email: `b${n}@example.com`,
          fulfillmentType: 'storage',
          cart: [{ artwork: { _id: id }, format: { id: `${id}-f0` }, quantity: 1 }],
        }),
      }).then(
        (r) => r.status,
        () => 0,
      );

    let done = 0;
    const attempts = [...works, edition, edition, edition].map((id, n) =>
      buy(id, n).then((status) => {
        done++;
        return status;
      }),
    );
    await waitFor(() => done >= 20, 30_000, 'the first orders');
    server.child.kill('SIGKILL');
    await server.exited;
    const statuses = await Promise.all(attempts);

    // The kill landed while checkouts were in flight: some never got an answer.
    expect(statuses).toContain(0);
    const after = inspect();
    expect(after.integrity).toBe('ok');
    expect(after.orders.length).toBeGreaterThanOrEqual(statuses.filter((s) => s === 200).length);
    expect(after.ordersWithoutItems).toEqual([]);
    expect(after.ordersWithoutJob).toEqual([]);
    expect(after.holdsNotMatchingOrders).toEqual([]);
    const numbersOf = (orders: { invoice_number: string | null }[]) =>
      orders.flatMap((o) => (o.invoice_number === null ? [] : [Number(o.invoice_number.slice(-6))]));
    const given = numbersOf(after.orders);
    expect(given).toEqual(given.map((_, i) => i + 1));

    // Started again, the shop numbers the orders left without a number, then sells on from the next one.
    const again = spawnServer(env);
    await waitFor(() => again.output().includes('Vernissage is open at'), 60_000, 'the restarted server');
    const read = <T>(sql: string, ...params: string[]) => {
      const db = new Sqlite(dbFile, { readonly: true });
      try {
        return db.prepare(sql).get(...params) as T;
      } finally {
        db.close();
      }
    };
    const unnumbered = () => read<{ n: number }>('select count(*) as n from orders where invoice_number is null').n;
    await waitFor(() => unnumbered() === 0, 60_000, 'every order numbered by its invoice job');
    const numbers = numbersOf(inspect().orders);
    expect(numbers).toEqual(after.orders.map((_, i) => i + 1));
    const unsold = works[works.length - 1] ?? '';
    const held = read<{ reserved: number }>('select reserved from artworks where id = ?', unsold).reserved;
    if (held === 0) {
      const res = await fetch(`http://127.0.0.1:${port}/api/send-invoice`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
        body: JSON.stringify({
          email: 'after@example.com',
          fulfillmentType: 'storage',
          cart: [{ artwork: { _id: unsold }, format: { id: `${unsold}-f0` }, quantity: 1 }],
        }),
      });
      expect(res.status).toBe(200);
      const { orderId } = (await res.json()) as { orderId: string };
      const numberOf = () =>
        read<{ invoice_number: string | null }>('select invoice_number from orders where id = ?', orderId)
          .invoice_number;
      await waitFor(() => numberOf() !== null, 30_000, 'the new order numbered');
      expect(Number(numberOf()?.slice(-6))).toBe(numbers.length + 1);
    }
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 180_000);
});
