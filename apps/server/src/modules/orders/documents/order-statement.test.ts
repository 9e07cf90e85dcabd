import { adminOrderEndpoints as orders, urlOf } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { insertArtist } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint, outsideSchema } from '../../../../test/endpoint-call.ts';
import { type PlacedOrder, placeInvoiceOrder, queuedMails } from '../../../../test/order-fixtures.ts';
import { textOf } from '../../../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { sendStatementJob } from './order-statement.ts';

const PASSWORD = 'correct horse battery';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * 60 * 60 * 1000;
const silent = { info() {}, warn() {}, error() {} };

for (const dialect of dialects) {
  describe(`order statement PDF on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    let order: PlacedOrder;
    const clock = testClock('2026-01-31T09:00:00.000Z');
    const db = () => t.database.db;

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(db(), 'curator@gallery.test', PASSWORD);
      const artistId = await insertArtist(db(), { name: 'Amara Okafor' });
      order = await placeInvoiceOrder(t, {
        artistId,
        email: 'otieno@mail.test',
        fulfillmentType: 'storage',
        title: 'Harmattan',
      });
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      await callEndpoint(t.app, orders.setPaymentStatus, {
        token,
        params: { id: order.orderId },
        body: { paymentStatus: 'completed' },
      });
      clock.advance(29 * DAY); // Mar 1: the second period (Feb 28) has started
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
    });
    afterAll(() => t.close());

    it('downloads the current statement: the invoice, storage periods and what is owed', async () => {
      const res = await t.app.inject({
        method: orders.pdf.method,
        url: urlOf(orders.pdf, { params: { id: order.orderId } }),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${order.invoiceNumber}.pdf"`);
      const text = (await textOf(res.rawPayload)).text;
      expect(text).toContain(order.invoiceNumber);
      expect(text).toContain('Harmattan');
      expect(text).toContain('Paid in full by bank transfer');
      expect(text).toContain('Account as of March 1, 2026');
      expect(text).toMatch(/Period 2\s+February 28, 2026 – March 31, 2026 · Pending\s+\$1,500\.00/);
      expect(text).toMatch(/Total amount owed\s+\$1,500\.00/);
      expect((await callEndpoint(t.app, orders.pdf, { token, params: { id: UNKNOWN } })).status).toBe(404);
    });

    it('sends it to the buyer through the outbox and notes it in the history', async () => {
      const send = (orderId: string) => callEndpoint(t.app, orders.sendPdf, { token, body: { orderId } });
      expect((await send(outsideSchema(undefined))).status).toBe(400);
      expect(await send(UNKNOWN)).toMatchObject({ status: 404, body: { error: 'Order not found' } });
      await db().deleteFrom('jobs').execute();
      const res = await send(order.orderId);
      expect(res).toMatchObject({ status: 200, body: { success: true, message: 'PDF sent successfully to customer' } });
      const [job] = await db().selectFrom('jobs').select(['id', 'kind', 'payload']).execute();
      expect(job?.kind).toBe(sendStatementJob.kind);
      expect(await queuedMails(db())).toEqual([]);
      const run = sendStatementJob.bind({ db: db(), clock }).run;
      const ctx = { jobId: job?.id ?? '', kind: sendStatementJob.kind, attempt: 1, maxAttempts: 5, log: silent };
      await run(JSON.parse(job?.payload ?? 'null'), ctx);
      await run(JSON.parse(job?.payload ?? 'null'), { ...ctx, attempt: 2 }); // a retried run sends nothing twice
      const mails = await queuedMails(db());
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'otieno@mail.test', files: [`${order.invoiceNumber}.pdf`] });
      expect(mails[0]?.text).toContain('Amount owed today: $1,500.00.');
      const detail = await callEndpoint(t.app, orders.get, { token, params: { id: order.orderId } });
      expect(detail.status === 200 && detail.body.history.at(-1)).toMatchObject({
        kind: 'pdf_sent',
        to: 'otieno@mail.test',
        actor: 'curator@gallery.test',
      });
    });
  });
}
