import {
  adminSalesEndpoints,
  type OrderStatus,
  type PaymentStatus,
  type SalesOverview,
  urlOf,
} from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, insertAdmin, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';

type Seeded = {
  at: string;
  method: 'invoice' | 'card';
  payment: PaymentStatus;
  status?: OrderStatus;
  /** Lines: title, artist, quantity, unit price in dollars. */
  lines: [string, string, number, number][];
};

/** Seven orders over three months (and one outside the range), hand-summed in the expectations below. */
const ORDERS: Seeded[] = [
  {
    at: '2026-01-05T10:00:00.000Z',
    method: 'invoice',
    payment: 'completed',
    status: 'delivered',
    lines: [['Dusk', 'Amara', 1, 1200]],
  },
  {
    at: '2026-01-20T10:00:00.000Z',
    method: 'card',
    payment: 'completed',
    status: 'processing',
    lines: [['Tide', 'Kenji', 2, 300]],
  },
  {
    at: '2026-01-31T23:59:59.000Z',
    method: 'invoice',
    payment: 'pending',
    lines: [
      ['Dusk', 'Amara', 1, 1200],
      ['Tide', 'Kenji', 1, 300],
    ],
  },
  { at: '2026-02-14T09:00:00.000Z', method: 'invoice', payment: 'partial', lines: [['Field', 'Amara', 1, 4000]] },
  {
    at: '2026-02-15T09:00:00.000Z',
    method: 'invoice',
    payment: 'pending',
    status: 'cancelled',
    lines: [['Dusk', 'Amara', 5, 1200]],
  },
  {
    at: '2026-03-01T08:00:00.000Z',
    method: 'card',
    payment: 'completed',
    status: 'shipped',
    lines: [['Tide', 'Kenji', 3, 300]],
  },
  { at: '2026-03-02T08:00:00.000Z', method: 'card', payment: 'pending', lines: [['Reef', 'Kenji', 1, 800]] },
  // Before the range: counted nowhere.
  { at: '2025-12-31T23:59:59.000Z', method: 'invoice', payment: 'completed', lines: [['Dusk', 'Amara', 9, 1200]] },
];

for (const dialect of dialects) {
  describe(`sales overview on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    const clock = testClock('2026-03-20T12:00:00.000Z');
    const get = (query: string): Promise<Answer> =>
      call(t.app, { method: 'GET', url: urlOf(adminSalesEndpoints.overview, { query }), token });

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      const db = t.database.db;
      await insertAdmin(db, 'owner@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
      for (const [i, o] of ORDERS.entries()) {
        const total = o.lines.reduce((sum, [, , q, price]) => sum + q * price * 100, 0);
        const id = `order-${i}`;
        await db
          .insertInto('orders')
          .values({
            id,
            email: `buyer${i}@example.com`,
            status: o.status ?? 'pending',
            payment_status: o.payment,
            payment_method: o.method,
            fulfillment_type: i === 0 ? 'storage' : 'shipping',
            subtotal_cents: total,
            total_cents: total,
            created_at: o.at,
            updated_at: o.at,
          })
          .execute();
        await db
          .insertInto('order_items')
          .values(
            o.lines.map(([title, artist, quantity, price], n) => ({
              id: `${id}-${n}`,
              order_id: id,
              quantity,
              unit_price_cents: price * 100,
              title,
              artist_name: artist,
              format_name: 'Original',
            })),
          )
          .execute();
      }
      // The storage order's months: January free, February paid, March owed, April not begun.
      await db
        .insertInto('storage_billing_periods')
        .values([
          {
            order_id: 'order-0',
            period_start: '2026-01-05',
            period_end: '2026-02-05',
            amount_cents: 0,
            status: 'paid',
          },
          {
            order_id: 'order-0',
            period_start: '2026-02-05',
            period_end: '2026-03-05',
            amount_cents: 150_000,
            status: 'paid',
          },
          {
            order_id: 'order-0',
            period_start: '2026-03-05',
            period_end: '2026-04-05',
            amount_cents: 150_000,
            status: 'pending',
          },
          {
            order_id: 'order-0',
            period_start: '2026-04-05',
            period_end: '2026-05-05',
            amount_cents: 150_000,
            status: 'pending',
          },
        ])
        .execute();
      const artist = await insertArtist(db, { name: 'Kenji Mori' });
      const edition = await insertArtwork(db, { artistId: artist, title: 'Tide', price: 300, edition: 10 });
      await db.updateTable('artworks').set({ sold: 6, reserved: 1 }).where('id', '=', edition).execute();
    });
    afterAll(() => t.close());

    it('equals the hand-computed sums of the seeded orders', async () => {
      const res = await get('?from=2026-01-01&to=2026-03-31');
      expect(res.status).toBe(200);
      const o = res.body as SalesOverview;
      expect(o.from).toBe('2026-01-01');
      expect(o.months).toEqual([
        // Paid: 1,200 by invoice, 600 by card; owed: 1,500 by invoice (the order of the month's last second).
        {
          month: '2026-01',
          paid: { invoice: 1200, card: 600 },
          outstanding: { invoice: 1500, card: 0 },
          orders: 3,
          commission: 0,
          artistShare: 0,
        },
        // The cancelled order is not revenue; the partly paid one is owed.
        {
          month: '2026-02',
          paid: { invoice: 0, card: 0 },
          outstanding: { invoice: 4000, card: 0 },
          orders: 1,
          commission: 0,
          artistShare: 0,
        },
        {
          month: '2026-03',
          paid: { invoice: 0, card: 900 },
          outstanding: { invoice: 0, card: 800 },
          orders: 2,
          commission: 0,
          artistShare: 0,
        },
      ]);
      // Seeded without the payment lifecycle, so nothing was split (the payouts tests cover the split).
      expect(o.totals).toEqual({ paid: 2700, outstanding: 6300, orders: 6, commission: 0, artistShare: 0 });
      expect(o.ordersByStatus).toEqual([
        { status: 'pending', count: 3 },
        { status: 'processing', count: 1 },
        { status: 'shipped', count: 1 },
        { status: 'delivered', count: 1 },
        { status: 'completed', count: 0 },
        { status: 'cancelled', count: 1 },
      ]);
      expect(o.storage).toEqual({ paid: 1500, outstanding: 1500 });
      // Units: Tide 2 + 1 + 3 = 6; Dusk 1 + 1 = 2 (the cancelled 5 and December's 9 left out).
      expect(o.topWorks).toEqual([
        { name: 'Tide', artistName: 'Kenji', quantity: 6, revenue: 1800 },
        { name: 'Dusk', artistName: 'Amara', quantity: 2, revenue: 2400 },
        { name: 'Field', artistName: 'Amara', quantity: 1, revenue: 4000 },
        { name: 'Reef', artistName: 'Kenji', quantity: 1, revenue: 800 },
      ]);
      expect(o.topArtists).toEqual([
        { name: 'Kenji', quantity: 7, revenue: 2600 },
        { name: 'Amara', quantity: 3, revenue: 6400 },
      ]);
      expect(o.editions).toEqual([
        { title: 'Tide', artistName: 'Kenji Mori', size: 10, sold: 6, reserved: 1, left: 3 },
      ]);
    });

    it('covers the twelve months up to today without a range, months without orders included', async () => {
      const o = (await get('')).body as SalesOverview;
      expect(o.from).toBe('2025-04-01');
      expect(o.to).toBe('2026-03-20');
      expect(o.months).toHaveLength(12);
      expect(o.months[8]).toEqual({
        month: '2025-12',
        paid: { invoice: 10800, card: 0 },
        outstanding: { invoice: 0, card: 0 },
        orders: 1,
        commission: 0,
        artistShare: 0,
      });
    });

    it('refuses a range it cannot read, with a clear message', async () => {
      expect(await get('?from=2026-02-30')).toMatchObject({
        status: 400,
        body: { error: 'from must be a date (YYYY-MM-DD)' },
      });
      expect(await get('?from=2026-03-01&to=2026-01-01')).toMatchObject({
        status: 400,
        body: { error: 'from must be on or before to' },
      });
    });

    it('answers from a cache that keeps ten seconds and shows another process’s change after them', async () => {
      const orders = async () => ((await get('?from=2026-03-01&to=2026-03-31')).body as SalesOverview).totals.orders;
      expect(await orders()).toBe(2);
      // A change outside this process (straight in the database) shows once the ten seconds are up.
      await t.database.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', 'order-6').execute();
      expect(await orders()).toBe(2);
      clock.advance(10_001);
      expect(await orders()).toBe(1);
    });

    it('is for signed-in admins only', async () => {
      const res = await t.app.inject({ method: 'GET', url: urlOf(adminSalesEndpoints.overview) });
      expect(res.statusCode).toBe(401);
    });
  });
}
