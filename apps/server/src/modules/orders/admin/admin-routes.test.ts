import { adminAccountEndpoints, adminOrderEndpoints as endpoints, urlOf } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAdmin, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { insertArtist } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { type PlacedOrder, placeInvoiceOrder } from '../../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

for (const dialect of dialects) {
  describe(`admin orders list and export on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    const orders: PlacedOrder[] = [];
    const clock = testClock('2026-03-02T09:00:00.000Z');
    /** A page of the list; the query as the back office's address bar would carry it. */
    const list = async (query: string) => {
      const res = await callEndpoint(t.app, endpoints.list, { token, query });
      if (res.status !== 200) throw new Error(`list ${query}: ${res.status}`);
      return res.body;
    };

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      const artistId = await insertArtist(t.database.db, { name: 'Amara Okafor' });
      const buyers = ['Wanjiru.K@Example.com', 'otieno@mail.test', 'wanjiru.k@example.com', 'aisha@studio.test'];
      for (const [i, email] of buyers.entries()) {
        clock.advance(60_000);
        const fulfillmentType = i === 1 ? 'storage' : 'shipping';
        orders.push(await placeInvoiceOrder(t, { artistId, email, price: 1000 + i * 100, fulfillmentType }));
      }
    });
    afterAll(() => t.close());

    it('answers a page from a one-second cache that any write clears at once', async () => {
      const first = orders[0];
      if (!first) throw new Error('no order');
      const pending = async () => (await list('?paymentStatus=pending&limit=100')).orders.map((o) => o._id);
      expect(await pending()).toContain(first.orderId);
      // A change outside this process (here, straight in the database) shows once the second is up.
      await t.database.db
        .updateTable('orders')
        .set({ payment_status: 'partial' })
        .where('id', '=', first.orderId)
        .execute();
      expect(await pending()).toContain(first.orderId);
      clock.advance(1001);
      expect(await pending()).not.toContain(first.orderId);
      // A write through the API shows at once.
      const back = await callEndpoint(t.app, endpoints.setPaymentStatus, {
        token,
        params: { id: first.orderId },
        body: { paymentStatus: 'pending' },
      });
      expect(back.status).toBe(200);
      expect(await pending()).toContain(first.orderId);
    });

    it('refuses every orders route without a valid token', async () => {
      const id = orders[0]?.orderId ?? UNKNOWN;
      // Every endpoint of the Orders tab, from the contract: a new one is checked without a new line here.
      const routes = [...Object.values(endpoints), adminAccountEndpoints.reauthenticate].map(
        (e) => [e.method, urlOf(e, { params: { id, orderId: id } })] as const,
      );
      expect(routes.length).toBeGreaterThan(10);
      for (const [method, url] of routes) {
        const res = await call(t.app, { method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
        expect(res, `${method} ${url}`).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
        const forged = await call(t.app, { method: method as 'GET', url, token: 'not.a.token' });
        expect(forged.status, `${method} ${url} with a bad token`).toBe(401);
      }
    });

    it('lists every order newest first with every field and the total', async () => {
      const body = await list('');
      expect(body.total).toBe(4);
      expect(body.orders.map((o) => o._id)).toEqual([...orders].reverse().map((o) => o.orderId));
      const first = body.orders[3];
      expect(first).toMatchObject({
        _id: orders[0]?.orderId,
        invoiceNumber: orders[0]?.invoiceNumber,
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'invoice',
        fulfillmentType: 'shipping',
        email: 'wanjiru.k@example.com',
        shippingAddress: { fullName: 'Wanjiru Kamau', country: 'KE' },
        itemCount: 1,
        subtotal: 1000,
        shipping_cost: 0,
        tax: 0,
        total: 1000,
        storageFeesOwed: 0,
        totalAmountOwed: 1000,
        paidAt: null,
        carrier: null,
      });
      expect(first?.items[0]).toMatchObject({
        quantity: 1,
        lineTotal: 1000,
        format: { name: 'Original', price: 1000 },
      });
      expect(first?.items[0]?.artwork).toMatchObject({ _id: orders[0]?.artworkId, artist: { name: 'Amara Okafor' } });
    });

    it('filters by part of the e-mail in any case, by type, payment status and status', async () => {
      const byEmail = await list('?email=WANJIRU.k@');
      expect(byEmail.total).toBe(2);
      expect(byEmail.orders.map((o) => o._id)).toEqual([orders[2]?.orderId, orders[0]?.orderId]);
      expect((await list('?email=k@ex')).total).toBe(2);
      expect((await list('?email=no-such-buyer')).total).toBe(0);
      expect((await list('?email=50%25_off')).total).toBe(0);
      const storage = await list('?fulfillmentType=storage');
      expect(storage.orders.map((o) => o._id)).toEqual([orders[1]?.orderId]);
      expect((await list('?paymentStatus=pending&status=pending&email=')).total).toBe(4);
      expect((await list('?paymentStatus=completed')).total).toBe(0);
      expect((await list('?status=shipped')).total).toBe(0);
    });

    it('pages with skip and limit', async () => {
      const page = await list('?skip=1&limit=2');
      expect(page.total).toBe(4);
      expect(page.orders.map((o) => o._id)).toEqual([orders[2]?.orderId, orders[1]?.orderId]);
      expect((await list('?skip=10')).orders).toEqual([]);
    });

    it('answers 400 on bad filters and pages', async () => {
      for (const query of [
        'limit=0',
        'limit=101',
        'limit=abc',
        'skip=-1',
        'skip=1.5',
        'status=lost',
        'paymentStatus=paid',
        'fulfillmentType=pickup',
      ]) {
        const res = await callEndpoint(t.app, endpoints.list, { token, query });
        expect(res.status, query).toBe(400);
        expect(res.body).toMatchObject({ error: expect.any(String) });
      }
      const csv = await callEndpoint(t.app, endpoints.exportCsv, { token, query: 'status=lost' });
      expect(csv.status).toBe(400);
    });

    it('shows one order with its history, and 404 for an unknown one', async () => {
      const res = await callEndpoint(t.app, endpoints.get, { token, params: { id: orders[1]?.orderId ?? '' } });
      if (res.status !== 200) throw new Error(`order: ${res.status}`);
      const detail = res.body;
      expect(detail.order).toMatchObject({
        _id: orders[1]?.orderId,
        fulfillmentType: 'storage',
        shippingAddress: null,
      });
      expect(detail.history).toEqual([
        expect.objectContaining({ kind: 'created', from: null, to: 'pending', actor: 'otieno@mail.test' }),
      ]);
      expect(detail.payments).toEqual([]);
      expect(await callEndpoint(t.app, endpoints.get, { token, params: { id: UNKNOWN } })).toMatchObject({
        status: 404,
        body: { error: 'Order not found' },
      });
    });

    it('exports the filtered orders as CSV with formula cells neutralised', async () => {
      await t.database.db
        .updateTable('orders')
        .set({
          ship_full_name: '=HYPERLINK("http://evil.test","x")',
          carrier: '+254 Couriers',
          tracking_number: '@SUM(A1)',
        })
        .where('id', '=', orders[0]?.orderId ?? '')
        .execute();
      const res = await t.app.inject({
        method: endpoints.exportCsv.method,
        url: urlOf(endpoints.exportCsv, { query: { email: 'wanjiru' } }),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/^"Order ID","Invoice Number","Created At","Email","Customer Type",/);
      expect(lines[1]).toContain(`"${orders[2]?.orderId}","${orders[2]?.invoiceNumber}",`);
      expect(lines[2]).toContain(',"USD","1000.00","0.00","0.00","","1000.00","0.00","1000.00",');
      expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")","KE","'+254 Couriers","'@SUM(A1)"`);
    });
  });
}
