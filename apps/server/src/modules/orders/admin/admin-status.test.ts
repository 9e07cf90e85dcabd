import {
  type Artwork,
  type OrderStatusBody,
  adminOrderEndpoints as orders,
  type PaymentStatus,
} from '@vernissage/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { insertArtist } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint, outsideSchema } from '../../../../test/endpoint-call.ts';
import { placeInvoiceOrder, queuedMails, stockOf } from '../../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

for (const dialect of dialects) {
  describe(`admin order and payment status on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    let artistId: string;
    const clock = testClock('2026-01-31T09:00:00.000Z');
    const db = () => t.database.db;
    const payment = (id: string, paymentStatus: PaymentStatus) =>
      callEndpoint(t.app, orders.setPaymentStatus, { token, params: { id }, body: { paymentStatus } });
    const status = (id: string, body: OrderStatusBody) =>
      callEndpoint(t.app, orders.setStatus, { token, params: { id }, body });
    const history = async (id: string) => {
      const res = await callEndpoint(t.app, orders.get, { token, params: { id } });
      if (res.status !== 200) throw new Error(`order ${id}: ${res.status}`);
      return res.body.history;
    };
    const shown = async (id: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/artworks?ids=${id}` })).json() as Artwork[])[0];

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(db(), 'curator@gallery.test', PASSWORD);
      const quiet = await insertAdmin(db(), 'quiet@gallery.test', PASSWORD);
      await db().updateTable('admins').set({ notify_payment_alerts: 0 }).where('id', '=', quiet).execute();
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      artistId = await insertArtist(db(), { name: 'Amara Okafor' });
    });
    beforeEach(async () => {
      await db().deleteFrom('jobs').execute();
    });
    afterAll(() => t.close());

    it('completes a payment: units sold, storage billing starts that day, history and alert', async () => {
      const o = await placeInvoiceOrder(t, { artistId, email: 'otieno@mail.test', fulfillmentType: 'storage' });
      expect(await stockOf(db(), o.artworkId)).toEqual({ units: 1, reserved: 1, sold: 0 });
      await db().deleteFrom('jobs').execute();
      clock.advance(60_000);
      const res = await payment(o.orderId, 'completed');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        order: { paymentStatus: 'completed', storageStartDate: '2026-01-31', totalAmountOwed: 0, storageFeesOwed: 0 },
      });
      expect(await stockOf(db(), o.artworkId)).toEqual({ units: 1, reserved: 0, sold: 1 });
      expect((await shown(o.artworkId))?.availability).toBe('sold');
      expect((await history(o.orderId)).at(-1)).toMatchObject({
        kind: 'payment_status',
        from: 'pending',
        to: 'completed',
        actor: 'curator@gallery.test',
        createdAt: '2026-01-31T09:01:00.000Z',
      });
      const mails = await queuedMails(db());
      expect(mails.map((m) => m.to)).toEqual(['curator@gallery.test']);
      expect(mails[0]?.subject).toContain(`Payment completed for ${o.invoiceNumber}`);
      expect(mails[0]?.text).toContain('from Pending to Completed');
      // Back to partial and complete again: recorded, the units stay sold once.
      clock.advance(60_000);
      expect((await payment(o.orderId, 'partial')).body).toMatchObject({ order: { totalAmountOwed: 1200 } });
      clock.advance(60_000);
      await payment(o.orderId, 'completed');
      expect(await stockOf(db(), o.artworkId)).toEqual({ units: 1, reserved: 0, sold: 1 });
      expect((await history(o.orderId)).map((e) => `${e.from}>${e.to}`)).toEqual([
        'null>pending',
        'pending>completed',
        'completed>partial',
        'partial>completed',
      ]);
    });

    it('answers 400 on a bad payment status and 404 on an unknown order', async () => {
      const o = await placeInvoiceOrder(t, { artistId, email: 'aisha@studio.test' });
      for (const bad of ['paid', '', null, 3]) {
        expect((await payment(o.orderId, outsideSchema(bad))).status).toBe(400);
      }
      const noBody = {
        token,
        params: { id: o.orderId },
        body: outsideSchema<{ paymentStatus: PaymentStatus }>(undefined),
      };
      expect((await callEndpoint(t.app, orders.setPaymentStatus, noBody)).status).toBe(400);
      expect(await payment(UNKNOWN, 'completed')).toMatchObject({ status: 404, body: { error: 'Order not found' } });
      expect((await status(o.orderId, outsideSchema({ status: 'lost' }))).status).toBe(400);
      expect((await status(o.orderId, { status: 'shipped', carrier: 'x'.repeat(101) })).status).toBe(400);
      expect((await status(UNKNOWN, { status: 'processing' })).status).toBe(404);
    });

    it('ships with carrier and tracking, e-mails the buyer, and refuses a skipped step', async () => {
      const o = await placeInvoiceOrder(t, { artistId, email: 'wanjiru@example.com', title: 'Harmattan' });
      await db().deleteFrom('jobs').execute();
      expect(await status(o.orderId, { status: 'delivered' })).toMatchObject({
        status: 409,
        body: { error: 'This order cannot move to that status' },
      });
      expect((await status(o.orderId, { status: 'processing' })).status).toBe(200);
      clock.advance(60_000);
      const shipped = await status(o.orderId, { status: 'shipped', carrier: 'DHL Express', trackingNumber: 'JD0142' });
      expect(shipped.body).toMatchObject({
        order: { status: 'shipped', carrier: 'DHL Express', trackingNumber: 'JD0142' },
      });
      const mails = await queuedMails(db());
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'wanjiru@example.com' });
      expect(mails[0]?.subject).toContain(`your order ${o.invoiceNumber} has shipped`);
      expect(mails[0]?.text).toContain('Carrier: DHL Express\nTracking number: JD0142');
      expect(mails[0]?.text).toContain('- Harmattan by Amara Okafor (Original, Unique work) x 1');
      expect((await history(o.orderId)).at(-1)).toMatchObject({
        kind: 'status',
        from: 'processing',
        to: 'shipped',
        note: 'DHL Express · JD0142',
      });
      expect((await status(o.orderId, { status: 'cancelled' })).status).toBe(409);
      expect((await status(o.orderId, { status: 'delivered' })).status).toBe(200);
      expect((await status(o.orderId, { status: 'completed' })).status).toBe(200);
    });

    it('cancelling an unpaid order puts the work back on sale at once', async () => {
      const o = await placeInvoiceOrder(t, { artistId, email: 'kofi@example.com' });
      expect((await shown(o.artworkId))?.availability).toBe('reserved');
      clock.advance(60_000);
      const res = await status(o.orderId, { status: 'cancelled' });
      expect(res.body).toMatchObject({ order: { status: 'cancelled', totalAmountOwed: 0 } });
      expect(await stockOf(db(), o.artworkId)).toEqual({ units: 1, reserved: 0, sold: 0 });
      expect((await shown(o.artworkId))?.availability).toBe('available');
      expect((await history(o.orderId)).at(-1)).toMatchObject({ from: 'pending', to: 'cancelled' });
      expect(await payment(o.orderId, 'completed')).toMatchObject({
        status: 409,
        body: { error: 'A cancelled order cannot be marked as paid' },
      });
    });
  });
}
