import { type Artwork, orderEndpoints, urlOf } from '@vernissage/contract';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { BUYER_ADDRESS as address } from '../../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { orderPlacedJob } from '../documents/order-placed-job.ts';

const clock = { now: () => new Date('2026-03-14T10:00:00Z') };
let client = 0;
/** Each buyer comes from an address of their own, so the per-client limit does not mix them up. */
const nextClient = () => `10.9.${Math.floor(++client / 250)}.${client % 250}`;

for (const dialect of dialects) {
  describe(`invoice checkout on ${dialect.name}`, () => {
    let t: TestApp;
    let artistId: string;
    const db = () => t.database.db;

    const work = async (title: string, price: number, edition?: number) => {
      const id = await insertArtwork(db(), {
        artistId,
        title,
        price,
        formats: [{ name: 'Original', price }],
        ...(edition ? { edition } : {}),
      });
      return { id, formatId: `${id}-f0`, price };
    };
    const line = (w: { id: string; formatId: string; price: number }, quantity = 1) => ({
      artwork: { _id: w.id },
      format: { id: w.formatId, price: w.price },
      quantity,
    });
    const checkout = (payload: object, headers: Record<string, string> = {}, remoteAddress = nextClient()) =>
      t.app.inject({ method: 'POST', url: urlOf(orderEndpoints.sendInvoice), payload, headers, remoteAddress });
    // Each test buys as a collector of its own: an address may hold only 3 unconfirmed orders.
    let collector = 'collector@example.com';
    const shipping = (cart: object[], email = collector) => ({
      email,
      fulfillmentType: 'shipping',
      cart,
      shippingAddress: address,
    });
    const shown = async (id: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/artworks?ids=${id}` });
      return (res.json() as Artwork[])[0];
    };
    const ordersOf = (artworkId: string) =>
      db().selectFrom('order_items').select('order_id').where('artwork_id', '=', artworkId).execute();

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      artistId = await insertArtist(db(), { name: 'Amara Okafor' });
    });
    afterAll(() => t.close());
    beforeEach(({ task }) => {
      collector = `collector.${task.id.replace(/\W/g, '')}@example.com`;
    });

    it('sells a shipped original: the order as sold, the units held, the invoice queued', async () => {
      const harmattan = await work('Harmattan', 4200);
      const res = await checkout(shipping([line(harmattan)], ' Collector@Example.com '));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: 'An invoice has been sent to your email.',
        total: 4200,
      });
      // The invoice number is given by the order's invoice job, after this answer (decision 042).
      expect(body.invoiceNumber).toBeNull();
      const order = await db()
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', body.orderId)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        email: 'collector@example.com',
        status: 'pending',
        payment_status: 'pending',
        payment_method: 'invoice',
        fulfillment_type: 'shipping',
        ship_full_name: 'Wanjiru Kamau',
        ship_country: 'KE',
        subtotal_cents: 420000,
        total_cents: 420000,
        invoice_number: null,
      });
      const items = await db().selectFrom('order_items').selectAll().where('order_id', '=', body.orderId).execute();
      expect(items).toMatchObject([
        {
          title: 'Harmattan',
          artist_name: 'Amara Okafor',
          format_name: 'Original',
          quantity: 1,
          unit_price_cents: 420000,
        },
      ]);
      const jobs = await db()
        .selectFrom('jobs')
        .select(['kind', 'payload'])
        .where('kind', '=', orderPlacedJob.kind)
        .execute();
      expect(jobs.map((j) => JSON.parse(j.payload))).toContainEqual({ orderId: body.orderId });
      expect((await shown(harmattan.id))?.availability).toBe('reserved');
    });

    it('keeps a storage order without an address, with the monthly fee of the day', async () => {
      const dusk = await work('Lagos at Dusk', 9800);
      const res = await checkout({ email: 'keeper@example.com', fulfillmentType: 'storage', cart: [line(dusk)] });
      expect(res.statusCode).toBe(200);
      const order = await db()
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', res.json().orderId)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        fulfillment_type: 'storage',
        ship_full_name: null,
        storage_monthly_fee_cents: 150000,
      });
    });

    it.each([
      ['no e-mail', { email: '' }, 'Email is required'],
      ['a bad e-mail', { email: 'not-an-address' }, 'Please enter a valid email address'],
      ['no fulfillment', { fulfillmentType: undefined }, 'Please select a fulfillment option'],
      ['no address when shipping', { shippingAddress: undefined }, 'Full name is required'],
      ['no phone', { shippingAddress: { ...address, phoneNumber: ' ' } }, 'Phone number is required'],
      [
        'a phone without country code',
        { shippingAddress: { ...address, phoneNumber: '0712 345 678' } },
        'Please include the country code, e.g. +1 212 555 0143',
      ],
      ['no street', { shippingAddress: { ...address, streetAddress: '' } }, 'Street address is required'],
      ['no city', { shippingAddress: { ...address, city: '' } }, 'City is required'],
      ['no state', { shippingAddress: { ...address, stateProvince: '' } }, 'State/Province is required'],
      ['no postal code', { shippingAddress: { ...address, postalCode: '' } }, 'Postal code is required'],
      ['an unknown country', { shippingAddress: { ...address, country: 'XX' } }, 'Country is required'],
      ['an empty cart', { cart: [] }, 'Your cart is empty'],
    ])('refuses %s with its message and sells nothing', async (_label, change, message) => {
      const piece = await work(`Refused ${message}`, 100);
      const res = await checkout({ ...shipping([line(piece)]), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect(await ordersOf(piece.id)).toHaveLength(0);
    });

    it('sells one original exactly once when ten collectors check out at the same moment', async () => {
      const piece = await work('Only One', 3000);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => checkout(shipping([line(piece)], `buyer${i}@example.com`))),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refused.json().error).toBe('"Only One" is no longer available.');
      }
      expect(await ordersOf(piece.id)).toHaveLength(1);
      const stock = await db()
        .selectFrom('artworks')
        .select(['reserved', 'sold'])
        .where('id', '=', piece.id)
        .executeTakeFirstOrThrow();
      expect(stock).toEqual({ reserved: 1, sold: 0 });
    });

    it('sells an edition of three to exactly three of eight racing buyers, and shows what is left', async () => {
      const print = await work('Edition Print', 250, 3);
      expect((await shown(print.id))?.limitedCount).toBe(3);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => checkout(shipping([line(print)], `print${i}@example.com`))),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
      expect(await ordersOf(print.id)).toHaveLength(3);
      expect(await shown(print.id)).toMatchObject({ availability: 'reserved', limitedCount: 0 });
    });

    it('refuses more units than are left, naming how many are', async () => {
      const print = await work('Small Edition', 120, 3);
      const res = await checkout(shipping([line(print, 4)]));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('Only 3 of "Small Edition" are left.');
      const two = await checkout(shipping([line(print, 2)]));
      expect(two.statusCode).toBe(200);
      expect((await shown(print.id))?.limitedCount).toBe(1);
      const again = await checkout(shipping([line(print, 2)], 'second@example.com'));
      expect(again.json().error).toBe('Only 1 of "Small Edition" is left.');
    });

    it('ignores stale prices: shows the new total first, then sells at the database price once accepted', async () => {
      const piece = await work('Repriced', 500);
      const stale = { ...line(piece), format: { id: piece.formatId, price: 450 } };
      const first = await checkout(shipping([stale]));
      expect(first.statusCode).toBe(409);
      expect(first.json()).toMatchObject({
        error: 'Prices have changed since these works were added to your cart. Please review the new total.',
        code: 'prices_changed',
        total: 500,
        lines: [{ artworkId: piece.id, title: 'Repriced', unitPrice: 500, quantity: 1 }],
      });
      expect(await ordersOf(piece.id)).toHaveLength(0);
      const accepted = await checkout({ ...shipping([stale]), acceptedTotal: 500 });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().total).toBe(500);
    });

    it('answers a repeated Idempotency-Key with the first answer, and a reused key for another cart with 422', async () => {
      const piece = await work('Retried', 800);
      const other = await work('Other', 900);
      const headers = { 'idempotency-key': 'checkout-7d1e' };
      const [a, b] = await Promise.all([
        checkout(shipping([line(piece)]), headers),
        checkout(shipping([line(piece)]), headers),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json()).toEqual(b.json());
      expect(await ordersOf(piece.id)).toHaveLength(1);
      const reused = await checkout(shipping([line(other)]), headers);
      expect(reused.statusCode).toBe(422);
      expect(await ordersOf(other.id)).toHaveLength(0);
    });

    it('makes one order of a double click sent without a key', async () => {
      const piece = await work('Double Click', 650);
      const payload = shipping([line(piece)], 'quick@example.com');
      const [a, b] = await Promise.all([checkout(payload), checkout(payload)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json().orderId).toBe(b.json().orderId);
      expect(await ordersOf(piece.id)).toHaveLength(1);
    });

    it('numbers invoices in their jobs, not in the checkout: 12 at once leave the counter alone, then get 1..12 once each', async () => {
      const pieces = await Promise.all(Array.from({ length: 12 }, (_, i) => work(`Numbered ${i}`, 100 + i)));
      const counter = () =>
        db().selectFrom('invoice_sequences').select('last_number').where('year', '=', 2026).executeTakeFirst();
      const before = await counter();
      const answers = await Promise.all(pieces.map((p, i) => checkout(shipping([line(p)], `n${i}@example.com`))));
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      const orderIds = answers.map((a) => String(a.json().orderId));
      // No checkout touched the year's counter: none waited on another for a number.
      expect(await counter()).toEqual(before);
      expect(answers.map((a) => a.json().invoiceNumber)).toEqual(answers.map(() => null));
      const numbersOf = async () =>
        (await db().selectFrom('orders').select(['id', 'invoice_number']).where('id', 'in', orderIds).execute())
          .map((o) => o.invoice_number)
          .sort();
      expect(await numbersOf()).toEqual(orderIds.map(() => null));

      const deps = { db: db(), clock, publicUrl: 'https://gallery.example', jwtSecret: 'k' };
      const ctx = {
        jobId: 'test',
        kind: orderPlacedJob.kind,
        attempt: 1,
        maxAttempts: 5,
        log: pino({ level: 'silent' }),
      };
      const invoiceJob = (payload: { orderId: string }, c: typeof ctx) => orderPlacedJob.handle(payload, c, deps);
      await Promise.all(orderIds.map((orderId) => invoiceJob({ orderId }, ctx)));
      const start = (before?.last_number ?? 0) + 1;
      const expected = orderIds.map((_, i) => `INV-2026-${String(start + i).padStart(6, '0')}`);
      expect(await numbersOf()).toEqual(expected);
      expect((await counter())?.last_number).toBe(start + 11);

      // Every job run again, all at once (a retry, a stale job reclaimed): no order takes a second number.
      await Promise.all(orderIds.map((orderId) => invoiceJob({ orderId }, ctx)));
      expect(await numbersOf()).toEqual(expected);
      expect((await counter())?.last_number).toBe(start + 11);
    });

    it('refuses a body larger than a cart with 413', async () => {
      const res = await checkout({ ...shipping([]), note: 'x'.repeat(40_000) });
      expect(res.statusCode).toBe(413);
    });
  });
}
