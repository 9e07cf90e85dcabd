import { orderEndpoints, urlOf } from '@vernissage/contract';
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { type StripeStub, startStripeStub } from '../../../../test/stripe-stub.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { bindJobs } from '../../../platform/jobs/define-job.ts';
import { createJobWorker } from '../../../platform/jobs/worker.ts';
import { offerUnits } from '../../offers/index.ts';
import { stripeProvider } from '../../payments/index.ts';
import { releaseDraftJob } from './card-checkout.ts';
import { sandboxWebhookJob } from './payment-events.ts';
import { refundPaymentJob } from './refund-job.ts';

const WEBHOOK_SECRET = 'whsec_refund_test';

for (const dialect of dialects) {
  describe(`the refund of a late card payment on ${dialect.name}`, () => {
    let t: TestApp;
    let stub: StripeStub;
    let now = new Date('2026-07-01T09:00:00Z');
    const clock = { now: () => now };
    let payments: ReturnType<typeof stripeProvider>;
    let client = 0;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.40.0.${++client}` });
    const runJobs = async () => {
      const deps = {
        db: t.database.db,
        clock,
        mediaUrl: (k: string) => `/media/${k}`,
        payments,
        catalogChanged() {},
        offerUnits,
      };
      const worker = createJobWorker({
        db: t.database.db,
        jobs: bindJobs([releaseDraftJob, sandboxWebhookJob, refundPaymentJob], deps),
        clock,
        log: pino({ level: 'silent' }),
      });
      while ((await worker.runOnce()) > 0) {}
    };
    /** Stripe's signed payment_intent.succeeded event for the intent, as its webhook delivers it. */
    const webhook = (eventId: string, intentId: string, draftId: string, amount: number) => {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: intentId,
            object: 'payment_intent',
            amount,
            currency: 'usd',
            status: 'succeeded',
            metadata: { draft_id: draftId },
          },
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return t.app.inject({
        method: 'POST',
        url: urlOf(orderEndpoints.stripeWebhook),
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    };
    const paymentOf = (intentId: string) =>
      t.database.db
        .selectFrom('payments')
        .select(['status', 'order_id'])
        .where('provider_ref', '=', intentId)
        .execute();
    const refundJobs = () =>
      t.database.db
        .selectFrom('jobs')
        .select(['status', 'attempts'])
        .where('kind', '=', refundPaymentJob.kind)
        .execute();

    beforeAll(async () => {
      stub = await startStripeStub();
      payments = stripeProvider({
        secretKey: 'sk_test_stub',
        publishableKey: 'pk_test_stub',
        webhookSecret: WEBHOOK_SECRET,
        api: stub.api,
      });
      t = await createTestApp(dialect, clock, { payments });
    });
    afterAll(async () => {
      await t.close();
      await stub.close();
    });

    it('happens although Stripe fails the first time: "refund pending" until Stripe confirms, then refunded, once', async () => {
      const artistId = await insertArtist(t.database.db, { name: 'Noor Haddad' });
      const artworkId = await insertArtwork(t.database.db, { artistId, title: 'Late Light', price: 2200 });
      const draft = await post(urlOf(orderEndpoints.createDraft), {
        artwork_id: artworkId,
        email: 'late@example.com',
        delivery_address: '9 Harbour Road, Cork',
        variant: `${artworkId}-f0`,
      });
      const draftId: string = draft.json().draft_id;
      expect((await post(urlOf(orderEndpoints.createPaymentIntent), { draft_id: draftId })).json()).toMatchObject({
        provider: 'stripe',
      });
      const [intent] = await t.database.db
        .selectFrom('payments')
        .select('provider_ref')
        .where('draft_id', '=', draftId)
        .execute();
      const intentId = intent?.provider_ref ?? '';

      // The hold expires; someone else buys the work; then the late payment succeeds at Stripe.
      now = new Date(now.getTime() + 16 * 60_000);
      await runJobs();
      const other = await post(urlOf(orderEndpoints.sendInvoice), {
        email: 'quick@example.com',
        fulfillmentType: 'storage',
        cart: [{ artwork: { _id: artworkId }, format: { id: `${artworkId}-f0` }, quantity: 1 }],
      });
      expect(other.statusCode).toBe(200);
      stub.succeed(intentId);
      stub.failRefunds(1);

      const first = await webhook('evt_late_1', intentId, draftId, 220000);
      expect(first.statusCode).toBe(200);
      expect(await paymentOf(intentId)).toEqual([{ status: 'refund_pending', order_id: null }]);

      // Stripe fails the refund: the job stays queued for a retry; nothing says refunded.
      await runJobs();
      expect(stub.refundRequests()).toBe(1);
      expect(stub.refunds()).toEqual([]);
      expect(await paymentOf(intentId)).toEqual([{ status: 'refund_pending', order_id: null }]);
      expect(await refundJobs()).toEqual([{ status: 'pending', attempts: 1 }]);

      // Stripe delivers the event again (and another for the same payment): still one refund job.
      expect((await webhook('evt_late_1', intentId, draftId, 220000)).statusCode).toBe(200);
      expect((await webhook('evt_late_2', intentId, draftId, 220000)).statusCode).toBe(200);
      expect(await refundJobs()).toHaveLength(1);

      now = new Date(now.getTime() + 60_000);
      await runJobs();
      expect(stub.refunds()).toEqual([{ intentId, key: `refund:${draftId}` }]);
      expect(await paymentOf(intentId)).toEqual([{ status: 'refunded', order_id: null }]);
      expect(await refundJobs()).toEqual([{ status: 'done', attempts: 2 }]);

      now = new Date(now.getTime() + 60 * 60_000);
      expect((await webhook('evt_late_3', intentId, draftId, 220000)).statusCode).toBe(200);
      await runJobs();
      expect(stub.refunds()).toHaveLength(1);
      const orders = await t.database.db.selectFrom('orders').select('id').where('draft_id', '=', draftId).execute();
      expect(orders).toEqual([]);
    });
  });
}
