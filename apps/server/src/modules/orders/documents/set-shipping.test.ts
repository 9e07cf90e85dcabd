import { adminOrderEndpoints, orderEndpoints, urlOf } from '@vernissage/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { drainJobs, keptMails } from '../../../../test/job-drain.ts';
import { BUYER_ADDRESS } from '../../../../test/order-fixtures.ts';
import { textOf } from '../../../../test/pdf-text.ts';
import { setSaleCosts } from '../../../../test/sale-cost-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const PASSWORD = 'a long and careful passphrase';
const BERLIN = { ...BUYER_ADDRESS, city: 'Berlin', stateProvince: 'Berlin', postalCode: '10115', country: 'DE' };
let client = 0;
const nextClient = () => `10.32.${Math.floor(++client / 250)}.${client % 250}`;

for (const dialect of dialects) {
  describe(`setting a quoted shipping on ${dialect.name}`, () => {
    const clock = testClock('2026-03-14T10:00:00.000Z');
    const { mailer, sent } = keptMails();
    let t: TestApp;
    let artistId: string;
    let token: string;
    let n = 0;
    const db = () => t.database.db;

    /** A crated work ordered by invoice: its shipping waits for the gallery's quote. */
    const quotedOrder = async (fulfillmentType: 'shipping' | 'storage' = 'shipping') => {
      n += 1;
      const id = await insertArtwork(db(), { artistId, title: `Crate ${n}`, price: 1000 });
      await db().updateTable('artwork_formats').set({ shipping_class: 'quote' }).where('id', '=', `${id}-f0`).execute();
      const res = await t.app.inject({
        method: 'POST',
        url: urlOf(orderEndpoints.sendInvoice),
        remoteAddress: nextClient(),
        payload: {
          email: `buyer${n}@example.com`,
          fulfillmentType,
          cart: [{ artwork: { _id: id }, format: { id: `${id}-f0` }, quantity: 1 }],
          ...(fulfillmentType === 'shipping' ? { shippingAddress: BERLIN } : {}),
        },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().orderId as string;
    };
    const setShipping = (id: string, amount: unknown) =>
      callEndpoint(t.app, adminOrderEndpoints.setShipping, {
        params: { id },
        body: { amount } as { amount: number },
        token,
      });

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(db(), 'owner@gallery.test', PASSWORD);
      artistId = await insertArtist(db(), { name: 'Amara Okafor' });
      await setSaleCosts(db(), {
        currency: 'USD',
        taxRates: [{ country: 'DE', region: '', rate: 19, label: 'VAT' }],
        pricesIncludeTax: false,
        taxShipping: true,
      });
    });
    beforeEach(async () => {
      token = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
      await drainJobs(t, clock, mailer);
      sent.length = 0;
    });
    afterAll(() => t.close());

    it('sets 350 on a quoted order: totals revised, the history says who, the buyer gets the revised invoice', async () => {
      const id = await quotedOrder();
      const before = await callEndpoint(t.app, adminOrderEndpoints.get, { params: { id }, token });
      if (before.status !== 200) throw new Error('order not found');
      expect(before.body.order).toMatchObject({
        shipping_cost: null,
        tax: 190,
        total: 1190,
        taxLine: { label: 'VAT', rate: 19 },
      });

      const res = await setShipping(id, 350);
      expect(res.status).toBe(200);
      // 1,000 + 350 shipping + 19% VAT on both (190 + 66.50).
      expect(res.body).toMatchObject({ order: { shipping_cost: 350, tax: 256.5, total: 1606.5 } });
      const detail = await callEndpoint(t.app, adminOrderEndpoints.get, { params: { id }, token });
      if (detail.status !== 200) throw new Error('order not found');
      expect(detail.body.history.find((e) => e.kind === 'shipping')).toMatchObject({
        from: 'To be quoted',
        to: '$350.00',
        actor: 'owner@gallery.test',
        note: 'Total $1,606.50',
      });

      await drainJobs(t, clock, mailer);
      const mail = sent.find((m) => m.subject.includes('revised invoice'));
      expect(mail?.to).toBe(`buyer${n}@example.com`);
      expect(mail?.text).toContain('now set: $350.00');
      expect(mail?.text).toContain('The new total is $1,606.50');
      const pdf = await textOf(mail?.pdfs[0] ?? Buffer.alloc(0));
      expect(pdf.text).toMatch(/Shipping\s+\$350\.00/);
      expect(pdf.text).toMatch(/VAT 19%\s+\$256\.50/);
      expect(pdf.text).toMatch(/Total due\s+\$1,606\.50/);
    });

    it('tells the buyer the shipping is to be quoted on the first invoice', async () => {
      await quotedOrder();
      await drainJobs(t, clock, mailer);
      const mail = sent.find((m) => m.subject.includes('invoice') && m.to === `buyer${n}@example.com`);
      expect(mail?.text).toContain('Shipping: To be quoted.');
      const pdf = await textOf(mail?.pdfs[0] ?? Buffer.alloc(0));
      expect(pdf.text).toMatch(/Shipping\s+To be quoted/);
    });

    it('refuses a paid, a cancelled and a storage order (409), and a bad amount (400), changing nothing', async () => {
      const paid = await quotedOrder();
      await db().updateTable('orders').set({ payment_status: 'completed' }).where('id', '=', paid).execute();
      expect(await setShipping(paid, 10)).toMatchObject({
        status: 409,
        body: { error: 'Shipping cannot be changed on a paid order' },
      });
      const cancelled = await quotedOrder();
      await db().updateTable('orders').set({ status: 'cancelled' }).where('id', '=', cancelled).execute();
      expect(await setShipping(cancelled, 10)).toMatchObject({
        status: 409,
        body: { error: 'Shipping cannot be changed on a cancelled order' },
      });
      const stored = await quotedOrder('storage');
      expect(await setShipping(stored, 10)).toMatchObject({
        status: 409,
        body: { error: 'A storage order has no shipping' },
      });
      const open = await quotedOrder();
      for (const amount of [-1, 10.005, 'ten', null, 1e9]) {
        expect(await setShipping(open, amount)).toMatchObject({
          status: 400,
          body: { error: 'Shipping must be an amount of 0 or more, with at most 2 decimals' },
        });
      }
      const row = await db().selectFrom('orders').selectAll().where('id', '=', open).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ shipping_quoted: 1, total_cents: 119000 });
      expect(await setShipping('no-such-order', 10)).toMatchObject({ status: 404 });
    });

    it('needs a signed-in admin', async () => {
      const id = await quotedOrder();
      const res = await callEndpoint(t.app, adminOrderEndpoints.setShipping, { params: { id }, body: { amount: 1 } });
      expect(res.status).toBe(401);
    });

    it('refuses a fraction of a yen on an order sold in yen', async () => {
      const id = await quotedOrder();
      await db().updateTable('orders').set({ currency: 'JPY' }).where('id', '=', id).execute();
      expect(await setShipping(id, 350.5)).toMatchObject({
        status: 400,
        body: { error: 'Shipping in JPY must be a whole amount' },
      });
      expect(await setShipping(id, 3500)).toMatchObject({
        status: 200,
        body: { order: { currency: 'JPY', shipping_cost: 3500 } },
      });
    });
  });
}
