import type { Artwork } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { BUYER_ADDRESS } from '../../../test/order-fixtures.ts';
import { waitFor } from '../../../test/server-process.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPostgresCacheBus, NOTICE_GAP_MS } from './invalidation-bus.ts';

const postgres = dialects.find((d) => d.name === 'postgres');
const quiet = { warn: () => {} };

describe.runIf(postgres)('cache invalidation across two nodes on one PostgreSQL database', () => {
  let database: TestDb;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    if (!postgres) return;
    database = await postgres.create();
    const bus = () => createPostgresCacheBus({ url: database.url ?? '', log: quiet });
    a = await createTestApp(postgres, undefined, { database, cacheBus: await bus() });
    b = await createTestApp(postgres, undefined, { database, cacheBus: await bus() });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const shownOn = async (t: TestApp, id: string) =>
    ((await t.app.inject({ method: 'GET', url: `/api/artworks?ids=${id}` })).json() as Artwork[])[0];

  it("clears node B's catalog and orders list when node A sells a work (well within the caches' lifetimes)", async () => {
    const db = database.db;
    await insertAdmin(db, 'owner@gallery.test', 'correct horse battery');
    const token = await tokenFor(b.app, 'owner@gallery.test', 'correct horse battery');
    const ordersOnB = async () =>
      (
        await b.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { authorization: `Bearer ${token}` } })
      ).json() as { total: number };
    const artistId = await insertArtist(db);
    const artworkId = await insertArtwork(db, { artistId, title: 'Harmattan', price: 1200 });

    // Both caches on B hold the state before the sale.
    expect((await shownOn(b, artworkId))?.availability).toBe('available');
    expect((await ordersOnB()).total).toBe(0);

    const sale = await a.app.inject({
      method: 'POST',
      url: '/api/send-invoice',
      remoteAddress: '10.8.0.1',
      payload: {
        email: 'buyer@example.com',
        fulfillmentType: 'shipping',
        cart: [{ artwork: { _id: artworkId }, format: { id: `${artworkId}-f0`, price: 1200 }, quantity: 1 }],
        shippingAddress: BUYER_ADDRESS,
      },
    });
    expect(sale.statusCode).toBe(200);

    // The orders list lives 1 s and the catalog cache 5 s: only the notice makes B fresh this soon.
    await waitFor(async () => (await ordersOnB()).total === 1, 300, "B's orders list to show the order");
    await waitFor(async () => (await shownOn(b, artworkId))?.availability !== 'available', 300, 'B to drop the work');
  });

  it('tells other nodes only: a node does not act on its own notice, and a closed bus stops listening', async () => {
    const url = database.url ?? '';
    const one = await createPostgresCacheBus({ url, log: quiet });
    const two = await createPostgresCacheBus({ url, log: quiet });
    const heard = { one: 0, two: 0 };
    one.subscribe('probe', () => heard.one++);
    two.subscribe('probe', () => heard.two++);
    one.publish('probe');
    await waitFor(() => heard.two === 1, 2000, 'the other bus to hear the notice');
    await two.close();
    one.publish('probe');
    two.publish('other');
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual({ one: 0, two: 1 });
    await one.close();
  });

  it('sends a stream of changes as one notice per gap, the last after the last change, and flushes a waiting one on close', async () => {
    const url = database.url ?? '';
    const one = await createPostgresCacheBus({ url, log: quiet });
    const two = await createPostgresCacheBus({ url, log: quiet });
    const heardAt: number[] = [];
    two.subscribe('burst', () => heardAt.push(Date.now()));
    // 20 changes over about 100 ms (one per checkout at 200 orders/s).
    const firstChange = Date.now();
    let lastChange = 0;
    for (let i = 0; i < 20; i++) {
      one.publish('burst');
      lastChange = Date.now();
      await new Promise((r) => setTimeout(r, 5));
    }
    await new Promise((r) => setTimeout(r, NOTICE_GAP_MS * 4));
    expect(heardAt.length).toBeGreaterThanOrEqual(2);
    // One at once, then one per gap the stream lasted (timers run late on a loaded machine).
    expect(heardAt.length).toBeLessThanOrEqual(Math.ceil((lastChange - firstChange) / NOTICE_GAP_MS) + 2);
    expect(heardAt.at(-1)).toBeGreaterThanOrEqual(lastChange);

    const before = heardAt.length;
    one.publish('burst');
    one.publish('burst');
    await one.close();
    await waitFor(() => heardAt.length === before + 2, 2000, 'the waiting notice, sent on close');
    await two.close();
  });
});
