import { adminOrderEndpoints as orders } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { insertArtist } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint, outsideSchema } from '../../../../test/endpoint-call.ts';
import { type PlacedOrder, placeInvoiceOrder, queuedMails } from '../../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { openDuePeriods } from './storage-billing.ts';

const PASSWORD = 'correct horse battery';
const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

for (const dialect of dialects) {
  describe(`storage billing on ${dialect.name}`, () => {
    let t: TestApp;
    let stored: PlacedOrder;
    let shipped: PlacedOrder;
    // 2028 is a leap year: a period starting Jan 31 ends on Feb 29.
    const clock = testClock('2028-01-31T08:00:00.000Z');
    const db = () => t.database.db;
    const token = () => tokenFor(t.app, 'curator@gallery.test', PASSWORD);
    const billing = async (id: string) => {
      const res = await callEndpoint(t.app, orders.storageBilling, { token: await token(), params: { orderId: id } });
      if (res.status !== 200) throw new Error(`storage billing of ${id}: ${res.status}`);
      return res.body.billing;
    };
    const markPaid = async (id: string, periodStart: string) =>
      callEndpoint(t.app, orders.markStoragePaid, {
        token: await token(),
        params: { orderId: id },
        body: { periodStart },
      });
    const pay = async (id: string) =>
      callEndpoint(t.app, orders.setPaymentStatus, {
        token: await token(),
        params: { id },
        body: { paymentStatus: 'completed' },
      });
    const setFee = (cents: number) =>
      db()
        .insertInto('shop_settings')
        .values({
          key: 'storage',
          value: JSON.stringify({ monthlyFeeCents: cents }),
          updated_at: clock.now().toISOString(),
        })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ monthlyFeeCents: cents }) }))
        .execute();

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(db(), 'curator@gallery.test', PASSWORD);
      const artistId = await insertArtist(db(), { name: 'Amara Okafor' });
      stored = await placeInvoiceOrder(t, { artistId, email: 'otieno@mail.test', fulfillmentType: 'storage' });
      shipped = await placeInvoiceOrder(t, { artistId, email: 'aisha@studio.test' });
    });
    afterAll(() => t.close());

    it('has no billing before payment or for a shipped order, and 404 for an unknown order', async () => {
      expect(await billing(stored.orderId)).toBeNull();
      expect(await billing(shipped.orderId)).toBeNull();
      const unknown = await callEndpoint(t.app, orders.storageBilling, {
        token: await token(),
        params: { orderId: UNKNOWN },
      });
      expect(unknown.status).toBe(404);
      expect(await markPaid(shipped.orderId, '2028-01-31')).toMatchObject({
        status: 409,
        body: { error: 'This order is not a storage order' },
      });
    });

    it('bills monthly from the day of payment, first month free, across the end of February', async () => {
      await pay(stored.orderId);
      await setFee(200_000); // a later fee change does not touch an order already paid
      expect(await billing(stored.orderId)).toEqual({
        storageStartDate: '2028-01-31',
        monthsStored: 1,
        monthlyFee: 1500,
        billingPeriods: [
          { periodStart: '2028-01-31', periodEnd: '2028-02-29', amount: 0, status: 'paid', paidAt: null },
        ],
        totalOwed: 0,
      });
      clock.advance(28 * DAY); // Feb 28: still the first month
      expect((await billing(stored.orderId))?.totalOwed).toBe(0);
      clock.advance(DAY); // Feb 29
      const feb = await billing(stored.orderId);
      expect(feb?.billingPeriods[1]).toEqual({
        periodStart: '2028-02-29',
        periodEnd: '2028-03-31',
        amount: 1500,
        status: 'pending',
        paidAt: null,
      });
      expect(feb?.totalOwed).toBe(1500);
      clock.advance(31 * DAY); // Mar 31: the anchor day is back
      const mar = await billing(stored.orderId);
      expect(mar?.monthsStored).toBe(3);
      expect(mar?.billingPeriods.map((p) => p.periodStart)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
      expect(mar?.totalOwed).toBe(3000);
      const listed = await callEndpoint(t.app, orders.list, {
        token: await token(),
        query: { fulfillmentType: 'storage' },
      });
      expect(listed.status === 200 && listed.body.orders[0]).toMatchObject({
        storageFeesOwed: 3000,
        totalAmountOwed: 3000,
        paymentStatus: 'completed',
      });
    });

    it('marks a started period paid, and refuses unknown, future and malformed periods', async () => {
      const res = await markPaid(stored.orderId, '2028-02-29');
      if (res.status !== 200) throw new Error(`mark paid: ${res.status}`);
      const after = res.body.billing;
      expect(after?.billingPeriods[1]).toMatchObject({ status: 'paid', paidAt: clock.now().toISOString() });
      expect(after?.totalOwed).toBe(1500);
      expect((await markPaid(stored.orderId, '2028-02-29')).status).toBe(200);
      expect((await billing(stored.orderId))?.totalOwed).toBe(1500);
      expect(await markPaid(stored.orderId, '2028-03-01')).toMatchObject({ status: 404 });
      expect(await markPaid(stored.orderId, '2028-04-30')).toMatchObject({ status: 409 });
      for (const bad of ['31/03/2028', '2028-02-30', '2028-13-01', '', 20280229, null]) {
        expect((await markPaid(stored.orderId, outsideSchema(bad))).status, String(bad)).toBe(400);
      }
      expect((await markPaid(UNKNOWN, '2028-02-29')).status).toBe(404);
      const noBody = outsideSchema<{ periodStart: string }>(undefined);
      const answer = await callEndpoint(t.app, orders.markStoragePaid, {
        token: await token(),
        params: { orderId: stored.orderId },
        body: noBody,
      });
      expect(answer.status).toBe(400);
    });

    it('opens each started period once and e-mails the buyer an invoice for the charged ones', async () => {
      await db().deleteFrom('jobs').execute();
      expect(await openDuePeriods({ db: db(), clock })).toBe(2);
      expect(await openDuePeriods({ db: db(), clock })).toBe(0);
      const rows = await db().selectFrom('storage_billing_periods').selectAll().orderBy('period_start').execute();
      expect(rows.map((r) => [r.period_start, r.period_end, r.amount_cents, r.status])).toEqual([
        ['2028-01-31', '2028-02-29', 0, 'paid'],
        ['2028-02-29', '2028-03-31', 150_000, 'paid'],
        ['2028-03-31', '2028-04-30', 150_000, 'pending'],
      ]);
      const mails = await queuedMails(db());
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'otieno@mail.test' });
      expect(mails[0]?.text).toContain('Storage from March 31, 2028 to April 30, 2028: $1,500.00.');
    });

    it('charges an order paid after a fee change the new fee', async () => {
      const artistId = await insertArtist(db(), { name: 'Kofi Mensah' });
      const later = await placeInvoiceOrder(t, { artistId, email: 'kofi@example.com', fulfillmentType: 'storage' });
      await pay(later.orderId);
      clock.advance(31 * DAY);
      const b = await billing(later.orderId);
      expect(b).toMatchObject({ monthlyFee: 2000, monthsStored: 2, totalOwed: 2000 });
    });

    it('bills the first month too for an order paid while the shop gives no free month, and only that order', async () => {
      const terms = { monthlyFeeCents: 50_000, firstMonthFree: false };
      await db()
        .updateTable('shop_settings')
        .set({ value: JSON.stringify(terms) })
        .where('key', '=', 'storage')
        .execute();
      const artistId = await insertArtist(db(), { name: 'Lena Vogt' });
      const strict = await placeInvoiceOrder(t, { artistId, email: 'lena@example.com', fulfillmentType: 'storage' });
      await pay(strict.orderId);
      expect(await billing(strict.orderId)).toMatchObject({
        monthlyFee: 500,
        monthsStored: 1,
        totalOwed: 500,
        billingPeriods: [{ amount: 500, status: 'pending' }],
      });
      // An order paid earlier keeps the free first month it was sold with.
      expect((await billing(stored.orderId))?.billingPeriods[0]).toMatchObject({ amount: 0, status: 'paid' });
    });
  });
}
