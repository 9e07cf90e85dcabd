import { orderEndpoints, urlOf } from '@vernissage/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payDraft } from '../../../../test/card-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { BUYER_ADDRESS } from '../../../../test/order-fixtures.ts';
import { setSaleCosts } from '../../../../test/sale-cost-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const clock = { now: () => new Date('2026-03-14T10:00:00Z') };
let client = 0;
const nextClient = () => `10.31.${Math.floor(++client / 250)}.${client % 250}`;

const BERLIN = { ...BUYER_ADDRESS, city: 'Berlin', stateProvince: 'Berlin', postalCode: '10115', country: 'DE' };
const LOS_ANGELES = { ...BUYER_ADDRESS, city: 'Los Angeles', stateProvince: 'CA', postalCode: '90012', country: 'US' };
const NEW_YORK = { ...BUYER_ADDRESS, city: 'New York', stateProvince: 'NY', postalCode: '10013', country: 'US' };

// The shop's own country is the default settings' United States: domestic is US.
const RATES = {
  shippingZones: [{ name: 'Europe', countries: ['DE', 'FR', 'IT'] }],
  shippingRates: [
    { zone: 'domestic', class: 'large' as const, amount: 150 },
    { zone: 'Europe', class: 'large' as const, amount: 420 },
    { zone: 'world', class: 'large' as const, amount: 600 },
    { zone: 'domestic', class: 'medium' as const, amount: 40 },
  ],
  taxRates: [
    { country: 'US', region: 'California', rate: 8.5, label: 'Sales tax' },
    { country: 'US', region: 'CA', rate: 8.5, label: 'Sales tax' },
  ],
};

for (const dialect of dialects) {
  describe(`what a sale costs on ${dialect.name}`, () => {
    let t: TestApp;
    let artistId: string;
    let collector = 'c@example.com';
    const db = () => t.database.db;

    const work = async (title: string, price: number, shippingClass: 'large' | 'crate' | 'quote' | 'medium') => {
      const id = await insertArtwork(db(), { artistId, title, price });
      await db()
        .updateTable('artwork_formats')
        .set({ shipping_class: shippingClass })
        .where('id', '=', `${id}-f0`)
        .execute();
      return { id, formatId: `${id}-f0`, price };
    };
    const line = (w: { id: string; formatId: string; price: number }, quantity = 1) => ({
      artwork: { _id: w.id },
      format: { id: w.formatId, price: w.price },
      quantity,
    });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: nextClient() });
    const costs = (payload: object) => post(urlOf(orderEndpoints.checkoutCosts), payload);
    const invoice = (cart: object[], address: object) =>
      post(urlOf(orderEndpoints.sendInvoice), {
        email: collector,
        fulfillmentType: 'shipping',
        cart,
        shippingAddress: address,
      });
    const order = (id: string) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      artistId = await insertArtist(db(), { name: 'Amara Okafor' });
    });
    afterAll(() => t.close());
    beforeEach(async ({ task }) => {
      collector = `c.${task.id.replace(/\W/g, '')}@example.com`;
      // Every test starts from the defaults: US dollars, free shipping, no tax.
      await setSaleCosts(db(), {
        currency: 'USD',
        shippingZones: [],
        shippingRates: ['domestic', 'world'].flatMap((zone) =>
          (['small', 'medium', 'large', 'crate'] as const).map((cls) => ({ zone, class: cls, amount: 0 })),
        ),
        taxRates: [],
        pricesIncludeTax: false,
        taxShipping: false,
      });
    });

    it('keeps free shipping and no tax for a shop that set nothing', async () => {
      const w = await work('Untouched', 1000, 'large');
      const res = await invoice([line(w)], BERLIN);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(1000);
      expect(await order(res.json().orderId)).toMatchObject({
        currency: 'USD',
        subtotal_cents: 100000,
        shipping_cents: 0,
        shipping_quoted: 0,
        tax_cents: 0,
        tax_label: null,
        total_cents: 100000,
      });
    });

    it('shows a Berlin buyer the large-work rate to Germany before paying, and charges the same, whatever the browser says', async () => {
      await setSaleCosts(db(), RATES);
      const w = await work('Harmattan', 4200, 'large');
      const quoted = await costs({ cart: [line(w)], fulfillmentType: 'shipping', country: 'DE' });
      expect(quoted.statusCode).toBe(200);
      expect(quoted.json()).toEqual({
        currency: 'USD',
        subtotal: 4200,
        shipping: 420,
        tax: 0,
        taxLine: null,
        pricesIncludeTax: false,
        total: 4620,
      });
      // Figures the browser adds are not part of the payload: the server prices and ships it itself.
      const res = await post(urlOf(orderEndpoints.sendInvoice), {
        email: collector,
        fulfillmentType: 'shipping',
        cart: [line(w)],
        shippingAddress: BERLIN,
        shipping_cost: 0,
        tax: 0,
        total: 1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(4620);
      expect(await order(res.json().orderId)).toMatchObject({ shipping_cents: 42000, total_cents: 462000 });
    });

    it('charges 8.5% California sales tax on 1,000 (85) and none in New York', async () => {
      await setSaleCosts(db(), RATES);
      const ca = await invoice([line(await work('Coast', 1000, 'medium'))], LOS_ANGELES);
      expect(ca.statusCode).toBe(200);
      expect(await order(ca.json().orderId)).toMatchObject({
        subtotal_cents: 100000,
        shipping_cents: 4000,
        tax_cents: 8500,
        tax_label: 'Sales tax',
        tax_rate_milli: 8500,
        total_cents: 112500,
      });
      const ny = await invoice([line(await work('Harbour', 1000, 'medium'))], NEW_YORK);
      expect(await order(ny.json().orderId)).toMatchObject({ tax_cents: 0, tax_label: null, total_cents: 104000 });
    });

    it('takes VAT out of prices that include it, and taxes shipping when the shop says so', async () => {
      await setSaleCosts(db(), {
        ...RATES,
        taxRates: [{ country: 'DE', region: '', rate: 19, label: 'VAT' }],
        pricesIncludeTax: true,
        taxShipping: true,
      });
      const w = await work('Spree', 1190, 'large');
      const res = await costs({ cart: [line(w)], fulfillmentType: 'shipping', country: 'de', region: 'Berlin' });
      // 1,190 holds 190 of VAT; the 420 shipping holds 67.06; nothing is added to the total.
      expect(res.json()).toMatchObject({
        subtotal: 1190,
        shipping: 420,
        tax: 257.06,
        taxLine: { label: 'VAT', rate: 19 },
        pricesIncludeTax: true,
        total: 1610,
      });
    });

    it("orders a crated work 'To be quoted': no shipping in the total, and no card checkout", async () => {
      await setSaleCosts(db(), RATES);
      const crate = await work('Monument', 9000, 'quote');
      const quoted = await costs({ cart: [line(crate)], fulfillmentType: 'shipping', country: 'DE' });
      expect(quoted.json()).toMatchObject({ shipping: null, total: 9000 });
      const res = await invoice([line(crate)], BERLIN);
      expect(res.statusCode).toBe(200);
      expect(await order(res.json().orderId)).toMatchObject({
        shipping_cents: 0,
        shipping_quoted: 1,
        total_cents: 900000,
      });
      const another = await work('Obelisk', 9000, 'quote');
      const draft = await post(urlOf(orderEndpoints.createDraft), {
        artwork_id: another.id,
        email: collector,
        delivery_address: 'Unter den Linden 1, Berlin',
        variant: another.formatId,
        country: 'DE',
      });
      expect(draft.statusCode).toBe(409);
      expect(draft.json().error).toBe(
        'Shipping for this work is quoted by the gallery. Please request an invoice instead.',
      );
      // Refused before anything was held: the work is still for sale.
      const drafts = await db().selectFrom('order_drafts').select('id').where('artwork_id', '=', another.id).execute();
      expect(drafts).toEqual([]);
      const shown = await t.app.inject({ method: 'GET', url: `/api/artworks?ids=${another.id}` });
      expect(shown.json()[0].availability).toBe('available');
    });

    it('quotes a class without a rate for the zone as well', async () => {
      await setSaleCosts(db(), RATES);
      const crate = await work('Crated', 5000, 'crate');
      const res = await costs({ cart: [line(crate)], fulfillmentType: 'shipping', country: 'JP' });
      expect(res.json()).toMatchObject({ shipping: null, total: 5000 });
    });

    it('charges no shipping to a storage order', async () => {
      await setSaleCosts(db(), RATES);
      const w = await work('Kept', 3000, 'large');
      const res = await costs({ cart: [line(w)], fulfillmentType: 'storage' });
      expect(res.json()).toMatchObject({ shipping: 0, total: 3000 });
    });

    it('charges a card the total with shipping and tax, and writes the order with the same figures', async () => {
      await setSaleCosts(db(), RATES);
      const w = await work('Pacific', 1000, 'medium');
      const draft = await post(urlOf(orderEndpoints.createDraft), {
        artwork_id: w.id,
        email: collector,
        delivery_address: '1 Ocean Ave, Los Angeles',
        variant: w.formatId,
        country: 'US',
        region: 'california',
      });
      expect(draft.statusCode).toBe(200);
      expect(draft.json()).toMatchObject({ amount: 1125, costs: { shipping: 40, tax: 85, total: 1125 } });
      // The settings change before the payment lands: the order keeps what the buyer agreed to.
      await setSaleCosts(db(), { taxRates: [] });
      const intentId = await payDraft(t.app, draft.json().draft_id);
      const paid = await post(urlOf(orderEndpoints.finalizeOrder), {
        draft_id: draft.json().draft_id,
        payment_intent_id: intentId,
      });
      expect(paid.statusCode).toBe(200);
      expect(await order(paid.json().order_id)).toMatchObject({
        subtotal_cents: 100000,
        shipping_cents: 4000,
        tax_cents: 8500,
        tax_label: 'Sales tax',
        total_cents: 112500,
      });
    });

    it('asks a card buyer for the country once the costs depend on it', async () => {
      await setSaleCosts(db(), RATES);
      const w = await work('Nowhere', 1000, 'large');
      const res = await post(urlOf(orderEndpoints.createDraft), {
        artwork_id: w.id,
        email: collector,
        delivery_address: 'Somewhere',
        variant: w.formatId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Please choose the country to ship to');
      const bad = await costs({ cart: [line(w)], fulfillmentType: 'shipping', country: 'ZZ' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Please choose the country to ship to');
    });

    it('sells in the shop currency: orders, answers and the card payment in euros', async () => {
      await setSaleCosts(db(), { ...RATES, currency: 'EUR' });
      const w = await work('Euro', 800, 'large');
      const quoted = await costs({ cart: [line(w)], fulfillmentType: 'shipping', country: 'FR' });
      expect(quoted.json()).toMatchObject({ currency: 'EUR', total: 1220 });
      const res = await invoice([line(w)], { ...BERLIN, country: 'FR', city: 'Paris' });
      expect(await order(res.json().orderId)).toMatchObject({ currency: 'EUR', total_cents: 122000 });
      const card = await work('Euro card', 800, 'large');
      const draft = await post(urlOf(orderEndpoints.createDraft), {
        artwork_id: card.id,
        email: `card.${collector}`,
        delivery_address: 'Rue de Rivoli 1, Paris',
        variant: card.formatId,
        country: 'FR',
      });
      const intentId = await payDraft(t.app, draft.json().draft_id);
      const payment = await db()
        .selectFrom('payments')
        .select(['currency', 'amount_cents'])
        .where('provider_ref', '=', intentId)
        .executeTakeFirst();
      // The sandbox's intent carries the currency; its row is written when the intent is made.
      const intent = await db()
        .selectFrom('payments')
        .select(['currency', 'amount_cents'])
        .where('draft_id', '=', draft.json().draft_id)
        .executeTakeFirstOrThrow();
      expect(intent).toEqual({ currency: 'eur', amount_cents: 122000 });
      expect(payment ?? intent).toMatchObject({ currency: 'eur' });
    });
  });
}
