import { type Artwork, orderEndpoints, urlOf } from '@vernissage/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { textOf } from '../../../../test/pdf-text.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../../test/test-app.ts';
import { bindJobs } from '../../../platform/jobs/define-job.ts';
import { createJobWorker } from '../../../platform/jobs/worker.ts';
import { MAIL_JOB, type MailJobPayload } from '../../../platform/mail/mail-job.ts';
import { offerUnits } from '../../offers/index.ts';
import { SANDBOX_CARDS, sandboxProvider } from '../../payments/index.ts';
import { adminOrderOf } from '../core/admin-order-view.ts';
import { orderPlacedJob } from '../documents/order-placed-job.ts';
import { orderStatement } from '../documents/order-statement.ts';
import { releaseDraftJob } from './card-checkout.ts';
import { sandboxWebhookJob } from './payment-events.ts';
import { refundPaymentJob } from './refund-job.ts';

let client = 0;
const nextClient = () => `10.30.${Math.floor(++client / 250)}.${client % 250}`;
const card = (number: string) => ({ cardNumber: number, expMonth: 12, expYear: 2031, cvc: '123' });

for (const dialect of dialects) {
  describe(`card checkout on ${dialect.name}`, () => {
    let t: TestApp;
    let now = new Date('2026-06-01T12:00:00Z');
    const clock = { now: () => now };
    const payments = sandboxProvider(TEST_JWT_SECRET, clock);
    let artistId: string;
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextClient() });
    const work = async (title: string, price = 980) => {
      const id = await insertArtwork(t.database.db, { artistId, title, price });
      return { id, formatId: `${id}-f0` };
    };
    const shown = async (id: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/artworks?ids=${id}` })).json() as Artwork[])[0]?.availability;
    const draftFor = async (w: { id: string; formatId: string }, email = 'card@example.com') =>
      post(urlOf(orderEndpoints.createDraft), {
        artwork_id: w.id,
        email,
        delivery_address: '14 Riverside Drive, Nairobi',
        variant: w.formatId,
      });
    /** Draft, intent and a card: the intent id the sandbox answers for a paid card. */
    const pay = async (draftId: string, number: string = SANDBOX_CARDS.succeeds) => {
      const intent = await post(urlOf(orderEndpoints.createPaymentIntent), { draft_id: draftId });
      expect(intent.statusCode).toBe(200);
      return post(urlOf(orderEndpoints.confirmSandboxPayment), {
        clientSecret: intent.json().clientSecret,
        ...card(number),
      });
    };
    const ordersOfDraft = (draftId: string) =>
      t.database.db
        .selectFrom('orders')
        .select(['id', 'payment_status', 'status', 'paid_at'])
        .where('draft_id', '=', draftId)
        .execute();
    let catalogChanges = 0;
    const runJobs = async () => {
      const deps = {
        db: t.database.db,
        clock,
        mediaUrl: (k: string) => `/media/${k}`,
        payments,
        catalogChanged: () => {
          catalogChanges += 1;
        },
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

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      artistId = await insertArtist(t.database.db, { name: 'Kenji Mori' });
    });
    afterAll(() => t.close());

    it('holds the one unit for the draft, so nobody else can start buying it', async () => {
      const w = await work('Held');
      const first = await draftFor(w);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ amount: 980, expires_at: '2026-06-01T12:15:00.000Z' });
      expect(await shown(w.id)).toBe('reserved');
      const second = await draftFor(w, 'late@example.com');
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toBe('"Held" is no longer available.');
    });

    it("says the card's problem for a declined card or insufficient funds, and sells nothing", async () => {
      const w = await work('Declined');
      const { draft_id } = (await draftFor(w)).json();
      const declined = await pay(draft_id, SANDBOX_CARDS.declined);
      expect(declined.statusCode).toBe(402);
      expect(declined.json().error).toBe('Your card was declined.');
      const poor = await pay(draft_id, SANDBOX_CARDS.insufficientFunds);
      expect(poor.json().error).toBe('Your card has insufficient funds.');
      expect(await ordersOfDraft(draft_id)).toEqual([]);
    });

    it('makes the order once the provider says it is paid: paid, the work sold, the same order however often asked', async () => {
      const w = await work('Paid by Card', 1200);
      const { draft_id } = (await draftFor(w)).json();
      const paid = await pay(draft_id);
      expect(paid.statusCode).toBe(200);
      const { paymentIntentId } = paid.json();
      const [a, b] = await Promise.all([
        post(urlOf(orderEndpoints.finalizeOrder), { draft_id, payment_intent_id: paymentIntentId }),
        post(urlOf(orderEndpoints.finalizeOrder), { draft_id, payment_intent_id: paymentIntentId }),
      ]);
      expect(a.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
      // The sandbox's own webhook arrives later, through the same finalization.
      await runJobs();
      const orders = await ordersOfDraft(draft_id);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ id: a.json().order_id, payment_status: 'completed', status: 'processing' });
      expect(await shown(w.id)).toBe('sold');
      const payment = await t.database.db
        .selectFrom('payments')
        .select(['status', 'order_id', 'amount_cents'])
        .where('provider_ref', '=', paymentIntentId)
        .execute();
      expect(payment).toEqual([{ status: 'succeeded', order_id: a.json().order_id, amount_cents: 120000 }]);
    });

    it("marks a sandbox order a test payment: its invoice, the buyer's mail and the admin view never call it paid money", async () => {
      const w = await work('Test Money', 640);
      const { draft_id } = (await draftFor(w, 'tester@example.com')).json();
      const { paymentIntentId } = (await pay(draft_id)).json();
      const { order_id } = (
        await post(urlOf(orderEndpoints.finalizeOrder), { draft_id, payment_intent_id: paymentIntentId })
      ).json();
      const worker = createJobWorker({
        db: t.database.db,
        jobs: [
          orderPlacedJob.bind({ db: t.database.db, clock, publicUrl: 'http://shop.test', jwtSecret: TEST_JWT_SECRET }),
        ],
        clock,
        log: pino({ level: 'silent' }),
      });
      while ((await worker.runOnce()) > 0) {}
      const mails = await t.database.db.selectFrom('jobs').select('payload').where('kind', '=', MAIL_JOB).execute();
      const invoice = mails
        .map((m) => JSON.parse(m.payload) as MailJobPayload)
        .find((m) => m.to === 'tester@example.com');
      expect(invoice?.text).toContain('This was a test payment: no money was taken.');
      expect(invoice?.text).not.toContain('paid in full');
      const pdf = await textOf(Buffer.from(invoice?.attachments?.[0]?.contentBase64 ?? '', 'base64'));
      expect(pdf.text).toContain('Test payment by card: no money was taken');
      expect(pdf.text).not.toContain('Paid in full');
      const { document } = await orderStatement({ db: t.database.db, clock }, order_id);
      expect(document.testPayment).toBe(true);
      const [order] = await t.database.db.selectFrom('orders').selectAll().where('id', '=', order_id).execute();
      expect(order && adminOrderOf(order, [], []).testPayment).toBe(true);
    });

    it('refuses to make an order for an unpaid or forged intent', async () => {
      const w = await work('Unpaid');
      const { draft_id } = (await draftFor(w)).json();
      const intent = (await post(urlOf(orderEndpoints.createPaymentIntent), { draft_id })).json();
      const unpaid = await post(urlOf(orderEndpoints.finalizeOrder), {
        draft_id,
        payment_intent_id: intent.clientSecret.replace(/_secret$/, ''),
      });
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().error).toBe('Payment not successful');
      const forged = await post(urlOf(orderEndpoints.finalizeOrder), {
        draft_id,
        payment_intent_id: 'pi_sandbox_e30.c2lnbmVk',
      });
      expect(forged.json().error).toBe('Payment not successful');
      expect(await ordersOfDraft(draft_id)).toEqual([]);
    });

    it('gives one order when the webhook and the browser finalize at the same moment', async () => {
      const w = await work('Race');
      const { draft_id } = (await draftFor(w)).json();
      const { paymentIntentId } = (await pay(draft_id)).json();
      const intent = await payments.retrieveIntent(paymentIntentId);
      if (!intent) throw new Error('no intent');
      const hook = payments.webhookFor(intent);
      const [browser, webhook] = await Promise.all([
        post(urlOf(orderEndpoints.finalizeOrder), { draft_id, payment_intent_id: paymentIntentId }),
        t.app.inject({
          method: 'POST',
          url: urlOf(orderEndpoints.stripeWebhook),
          payload: hook.body,
          headers: { 'content-type': 'application/json', 'stripe-signature': hook.signature },
        }),
      ]);
      expect(browser.statusCode).toBe(200);
      expect(webhook.statusCode).toBe(200);
      expect(await ordersOfDraft(draft_id)).toHaveLength(1);
      const forged = await t.app.inject({
        method: 'POST',
        url: urlOf(orderEndpoints.stripeWebhook),
        payload: hook.body,
        headers: { 'content-type': 'application/json', 'stripe-signature': 'nope' },
      });
      expect(forged.statusCode).toBe(400);
    });

    it('releases an unpaid hold after 15 minutes; a late payment takes the unit if it is still free', async () => {
      const w = await work('Slow Payer');
      const { draft_id } = (await draftFor(w)).json();
      const { clientSecret } = (await post(urlOf(orderEndpoints.createPaymentIntent), { draft_id })).json();
      now = new Date(now.getTime() + 16 * 60_000);
      const changesBefore = catalogChanges;
      await runJobs();
      expect(catalogChanges).toBeGreaterThan(changesBefore);
      expect(await shown(w.id)).toBe('available');
      const late = await post(urlOf(orderEndpoints.confirmSandboxPayment), {
        clientSecret,
        ...card(SANDBOX_CARDS.succeeds),
      });
      const done = await post(urlOf(orderEndpoints.finalizeOrder), {
        draft_id,
        payment_intent_id: late.json().paymentIntentId,
      });
      expect(done.statusCode).toBe(200);
      expect(await shown(w.id)).toBe('sold');
    });

    it('refunds a late payment whose unit was sold meanwhile, and sells nothing twice', async () => {
      const w = await work('Sold Meanwhile');
      const { draft_id } = (await draftFor(w, 'first@example.com')).json();
      const { clientSecret } = (await post(urlOf(orderEndpoints.createPaymentIntent), { draft_id })).json();
      now = new Date(now.getTime() + 16 * 60_000);
      await runJobs();
      const other = await post(urlOf(orderEndpoints.sendInvoice), {
        email: 'second@example.com',
        fulfillmentType: 'storage',
        cart: [{ artwork: { _id: w.id }, format: { id: w.formatId }, quantity: 1 }],
      });
      expect(other.statusCode).toBe(200);
      const late = await post(urlOf(orderEndpoints.confirmSandboxPayment), {
        clientSecret,
        ...card(SANDBOX_CARDS.succeeds),
      });
      const refused = await post(urlOf(orderEndpoints.finalizeOrder), {
        draft_id,
        payment_intent_id: late.json().paymentIntentId,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        'This work was sold while your payment was being confirmed. Your payment has been refunded in full.',
      );
      expect(await ordersOfDraft(draft_id)).toEqual([]);
      const payment = await t.database.db
        .selectFrom('payments')
        .select('status')
        .where('provider_ref', '=', late.json().paymentIntentId)
        .execute();
      // The refund is a job queued with the decision; the payment says so until the provider confirms.
      expect(payment).toEqual([{ status: 'refund_pending' }]);
      await runJobs();
      const after = await t.database.db
        .selectFrom('payments')
        .select('status')
        .where('provider_ref', '=', late.json().paymentIntentId)
        .execute();
      expect(after).toEqual([{ status: 'refunded' }]);
      const stock = await t.database.db
        .selectFrom('artworks')
        .select(['reserved', 'sold'])
        .where('id', '=', w.id)
        .executeTakeFirstOrThrow();
      expect(stock).toEqual({ reserved: 1, sold: 0 });
    });

    it('answers the paid invoice of a draft only to its own e-mail, and only once the order is made', async () => {
      const w = await work('Invoice after Card', 2100);
      const { draft_id } = (await draftFor(w, 'Buyer@Example.com')).json();
      const early = await post(urlOf(orderEndpoints.sendInvoice), { draft_id, email: 'buyer@example.com' });
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toBe('Order finalization failed');
      const { paymentIntentId } = (await pay(draft_id)).json();
      const made = await post(urlOf(orderEndpoints.finalizeOrder), { draft_id, payment_intent_id: paymentIntentId });
      const invoice = await post(urlOf(orderEndpoints.sendInvoice), { draft_id, email: ' BUYER@example.com ' });
      expect(invoice.statusCode).toBe(200);
      expect(invoice.json()).toMatchObject({
        success: true,
        message: 'An invoice has been sent to your email.',
        orderId: made.json().order_id,
        total: 2100,
      });
      expect(invoice.json().invoiceNumber).toMatch(/^INV-2026-\d{6}$/);
      const stranger = await post(urlOf(orderEndpoints.sendInvoice), { draft_id, email: 'someone@example.com' });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().error).toBe('Order draft not found');
      const bad = await post(urlOf(orderEndpoints.sendInvoice), { draft_id, email: 'not-an-address' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        error: 'Please enter a valid email address',
        details: { email: expect.any(String) },
      });
      // The cart's own shape keeps its field messages.
      const cart = await post(urlOf(orderEndpoints.sendInvoice), { email: '', fulfillmentType: 'shipping', cart: [] });
      expect(cart.statusCode).toBe(400);
      expect(cart.json().error).toBe('Email is required');
    });

    it('answers 404 for an unknown draft and 409 for an expired one', async () => {
      expect((await post(urlOf(orderEndpoints.createPaymentIntent), { draft_id: 'nope' })).statusCode).toBe(404);
      const w = await work('Expired Intent');
      const { draft_id } = (await draftFor(w)).json();
      now = new Date(now.getTime() + 16 * 60_000);
      const expired = await post(urlOf(orderEndpoints.createPaymentIntent), { draft_id });
      expect(expired.statusCode).toBe(409);
      expect(expired.json().error).toBe('The hold on this work has expired. Please start again.');
    });

    describe('the hold budget (decision 052)', () => {
      const draftFrom = (w: { id: string; formatId: string }, email: string, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: urlOf(orderEndpoints.createDraft),
          remoteAddress,
          payload: { artwork_id: w.id, email, delivery_address: '14 Riverside Drive, Nairobi', variant: w.formatId },
        });
      const draftRow = (id: string) =>
        t.database.db
          .selectFrom('order_drafts')
          .select(['status', 'expires_at'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();

      it('gives an address one open checkout: a new one replaces it and its work is for sale again at once', async () => {
        const [first, second] = [await work('Budget First'), await work('Budget Second')];
        const a = await draftFrom(first, 'one.draft@example.com', '10.31.0.1');
        expect(a.statusCode).toBe(200);
        const draftA = a.json().draft_id as string;
        const { clientSecret } = (await post(urlOf(orderEndpoints.createPaymentIntent), { draft_id: draftA })).json();
        expect(await shown(first.id)).toBe('reserved');
        const b = await draftFrom(second, 'One.Draft+again@example.com', '10.31.0.2');
        expect(b.statusCode).toBe(200);
        expect(await shown(first.id)).toBe('available');
        expect(await shown(second.id)).toBe('reserved');
        expect(await draftRow(draftA)).toEqual({ status: 'expired', expires_at: now.toISOString() });
        expect((await post(urlOf(orderEndpoints.createPaymentIntent), { draft_id: draftA })).statusCode).toBe(409);
        // A payment already under way for the replaced checkout still makes its order while the work is free.
        const late = await post(urlOf(orderEndpoints.confirmSandboxPayment), {
          clientSecret,
          ...card(SANDBOX_CARDS.succeeds),
        });
        const done = await post(urlOf(orderEndpoints.finalizeOrder), {
          draft_id: draftA,
          payment_intent_id: late.json().paymentIntentId,
        });
        expect(done.statusCode).toBe(200);
        expect(await shown(first.id)).toBe('sold');
      });

      it('lets one client hold 3 works at a time, an IPv6 client by its /64, and tells the fourth why', async () => {
        const works = await Promise.all([1, 2, 3, 4].map((i) => work(`Client Budget ${i}`)));
        const addresses = ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::3', '2001:db8:7:1:abcd::4'];
        const answers = [];
        for (const [i, w] of works.entries())
          answers.push(await draftFrom(w, `hoarder${i}@example.com`, addresses[i] ?? ''));
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
        expect(answers[3]?.json().error).toBe(
          'Three works are already reserved for checkout from this connection. Please finish one of those payments, or try again in 15 minutes.',
        );
        expect(await shown(works[3]?.id ?? '')).toBe('available');
        // Another /64 is another client; and once the holds end, the first client may start again.
        expect(
          (await draftFrom(works[3] as { id: string; formatId: string }, 'other@example.com', '2001:db8:7:2::1'))
            .statusCode,
        ).toBe(200);
        now = new Date(now.getTime() + 16 * 60_000);
        await runJobs();
        const fresh = await work('Client Budget 5');
        expect((await draftFrom(fresh, 'hoarder9@example.com', '2001:db8:7:1::9')).statusCode).toBe(200);
      });

      it('holds exactly 3 of 8 checkouts one client sends at once', async () => {
        const works = await Promise.all(Array.from({ length: 8 }, (_, i) => work(`Raced Draft ${i}`)));
        const answers = await Promise.all(works.map((w, i) => draftFrom(w, `racer${i}@example.com`, '10.31.9.9')));
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
        const reserved = await Promise.all(works.map((w) => shown(w.id)));
        expect(reserved.filter((a) => a === 'reserved')).toHaveLength(3);
      });

      it('keeps one open checkout for an address that sends several at once', async () => {
        const works = await Promise.all(Array.from({ length: 4 }, (_, i) => work(`Same Address ${i}`)));
        await Promise.all(works.map((w, i) => draftFrom(w, 'twice@example.com', `10.31.8.${i + 1}`)));
        const open = await t.database.db
          .selectFrom('order_drafts')
          .select('id')
          .where('email_key', '=', 'twice@example.com')
          .where('status', '=', 'open')
          .execute();
        expect(open).toHaveLength(1);
        const reserved = await Promise.all(works.map((w) => shown(w.id)));
        expect(reserved.filter((a) => a === 'reserved')).toHaveLength(1);
      });
    });
  });
}
