import {
  adminOfferEndpoints,
  adminOrderEndpoints,
  CHECKOUT_TEXT,
  type CollectorOffer,
  catalogEndpoints,
  OFFER_TEXT,
  offerEndpoints,
  orderEndpoints,
  urlOf,
} from '@vernissage/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin, testClock, tokenFor } from '../../../test/admin-fixtures.ts';
import { payDraft } from '../../../test/card-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { callEndpoint } from '../../../test/endpoint-call.ts';
import { drainJobs, keptMails } from '../../../test/job-drain.ts';
import { BUYER_ADDRESS } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const HOURS_48 = 48 * 60 * 60_000;
let client = 0;
const nextClient = () => `10.77.${Math.floor(++client / 250)}.${client % 250}`;
let collectors = 0;
const nextCollector = () => `collector${++collectors}@example.com`;
type Work = { id: string; formatId: string };

for (const dialect of dialects) {
  describe(`offers on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    let artistId: string;
    const clock = testClock('2026-09-01T09:00:00.000Z');
    const { mailer, sent } = keptMails();
    const db = () => t.database.db;
    const runJobs = () => drainJobs(t, clock, mailer);

    const work = async (title: string, opts: { price?: number; edition?: number; offers?: boolean } = {}) => {
      const id = await insertArtwork(db(), {
        artistId,
        title,
        price: opts.price ?? 10_000,
        ...(opts.edition ? { edition: opts.edition } : {}),
      });
      if (opts.offers !== false)
        await db().updateTable('artworks').set({ accepts_offers: 1 }).where('id', '=', id).execute();
      return { id, formatId: `${id}-f0` } satisfies Work;
    };
    const offer = (w: Work, amount: unknown, over: Record<string, unknown> = {}, remoteAddress = nextClient()) =>
      t.app.inject({
        method: 'POST',
        url: urlOf(offerEndpoints.make),
        payload: {
          artworkId: w.id,
          formatId: w.formatId,
          amount,
          email: nextCollector(),
          name: 'Ada Collector',
          ...over,
        },
        remoteAddress,
      });
    const offers = async () => {
      const res = await callEndpoint(t.app, adminOfferEndpoints.list, { token });
      if (res.status !== 200) throw new Error(`offers: ${res.status}`);
      return res.body.offers;
    };
    const offerOn = async (w: Work, email: string) => {
      const found = (await offers()).find((o) => o.artwork._id === w.id && o.email === email);
      if (!found) throw new Error(`no offer by ${email}`);
      return found;
    };
    const answer = (id: string, step: 'accept' | 'decline') =>
      callEndpoint(t.app, adminOfferEndpoints[step], { token, params: { id } });
    const counter = (id: string, amount: number) =>
      callEndpoint(t.app, adminOfferEndpoints.counter, { token, params: { id }, body: { amount } });
    /** The link mailed to the collector last: its token. */
    const linkOf = async (email: string): Promise<string> => {
      await runJobs();
      const mail = sent.filter((m) => m.to === email && m.text.includes('/offers/')).at(-1);
      const match = mail?.text.match(/\/offers\/([A-Za-z0-9_-]+)/);
      if (!match?.[1]) throw new Error(`no offer link mailed to ${email}`);
      return match[1];
    };
    const page = (link: string) =>
      t.app.inject({ method: 'GET', url: `/api/offers/${encodeURIComponent(link)}`, remoteAddress: nextClient() });
    const acceptCounter = (link: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/offers/${encodeURIComponent(link)}/accept`,
        remoteAddress: nextClient(),
      });
    const buy = (link: string, over: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/offers/${encodeURIComponent(link)}/send-invoice`,
        payload: { fulfillmentType: 'shipping', shippingAddress: BUYER_ADDRESS, ...over },
        remoteAddress: nextClient(),
      });
    const availability = async (w: Work) => {
      const res = await callEndpoint(t.app, catalogEndpoints.getArtwork, { params: { id: w.id } });
      if (res.status !== 200) throw new Error(`artwork ${w.id}: ${res.status}`);
      return res.body.availability;
    };
    const checkoutByAnother = (w: Work) =>
      t.app.inject({
        method: 'POST',
        url: urlOf(orderEndpoints.sendInvoice),
        payload: {
          email: nextCollector(),
          fulfillmentType: 'shipping',
          cart: [{ artwork: { _id: w.id }, format: { id: w.formatId }, quantity: 1 }],
          shippingAddress: BUYER_ADDRESS,
        },
        remoteAddress: nextClient(),
      });

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(db(), 'curator@gallery.test', PASSWORD);
      artistId = await insertArtist(db(), { name: 'Wanjiru Kamau' });
    });
    beforeEach(async () => {
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      sent.length = 0;
    });
    afterAll(() => t.close());

    it('stores an offer with the listed price of the day, lists it open and mails the collector and the shop', async () => {
      const w = await work('Lake at Noon', { price: 12_000 });
      const email = nextCollector();
      const res = await offer(w, 9_500, { email, message: 'I saw it at the fair. <script>alert(1)</script>' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ success: true, message: OFFER_TEXT.sent });

      const stored = await offerOn(w, email);
      expect(stored).toMatchObject({
        artwork: { _id: w.id, title: 'Lake at Noon' },
        formatId: w.formatId,
        formatName: 'Original',
        amount: 9_500,
        listedPrice: 12_000,
        name: 'Ada Collector',
        status: 'open',
        message: 'I saw it at the fair. <script>alert(1)</script>',
        counterAmount: null,
        expiresAt: null,
      });
      expect(stored.events.map((e) => [e.kind, e.actor, e.amount])).toEqual([['made', email, 9_500]]);

      await runJobs();
      const receipt = sent.find((m) => m.to === email);
      expect(receipt?.text).toContain('Thank you for your offer of $9,500.00 on "Lake at Noon" (Original).');
      const notice = sent.find((m) => m.to !== email);
      expect(notice?.replyTo).toBe(email);
      // Plain text: the note is quoted as it came, never turned into markup.
      expect(notice?.text).toContain('<script>alert(1)</script>');
      expect(notice?.text).toContain('listed at $12,000.00');
    });

    it('refuses a bad amount, an offer above the listed price, a work without offers, a work not free, a fourth open offer', async () => {
      const w = await work('Red Dune', { price: 5_000 });
      for (const amount of [0, -5, 'ten', 10.005, null]) {
        const res = await offer(w, amount);
        expect(res.statusCode, String(amount)).toBe(400);
        expect(res.json().error).toBe(OFFER_TEXT.amount);
      }
      const above = await offer(w, 5_000.01);
      expect(above.statusCode).toBe(400);
      expect(above.json().error).toBe(OFFER_TEXT.aboveListed);
      expect((await offer(w, 5_000)).statusCode).toBe(201);

      const none = await offer(await work('Not Negotiable', { offers: false }), 100);
      expect([none.statusCode, none.json().error]).toEqual([400, OFFER_TEXT.noOffers]);
      const unknown = await offer({ id: 'nope', formatId: 'nope-f0' }, 100);
      expect(unknown.statusCode).toBe(404);
      const wrongFormat = await offer({ id: w.id, formatId: 'other-f0' }, 100);
      expect([wrongFormat.statusCode, wrongFormat.json().error]).toEqual([400, OFFER_TEXT.format]);

      const sold = await work('Sold Canvas');
      await db().updateTable('artworks').set({ sold: 1 }).where('id', '=', sold.id).execute();
      const onSold = await offer(sold, 100);
      expect([onSold.statusCode, onSold.json().error]).toEqual([409, OFFER_TEXT.unavailable]);

      const email = nextCollector();
      for (let i = 0; i < 3; i++) expect((await offer(w, 1_000 + i, { email })).statusCode).toBe(201);
      const fourth = await offer(w, 1_100, { email: email.toUpperCase() });
      expect([fourth.statusCode, fourth.json().error]).toEqual([400, OFFER_TEXT.tooMany]);
      // Another work, or once one is declined, is fine again.
      expect((await offer(await work('Other Work'), 100, { email })).statusCode).toBe(201);
      const first = (await offers()).find((o) => o.email === email && o.artwork._id === w.id);
      expect((await answer(first?._id ?? '', 'decline')).status).toBe(200);
      expect((await offer(w, 1_200, { email })).statusCode).toBe(201);
    });

    it('mails an address at most 5 offer receipts an hour, whichever clients send them', async () => {
      const email = nextCollector();
      for (let i = 0; i < 5; i++) expect((await offer(await work(`Hourly ${i}`), 100, { email })).statusCode).toBe(201);
      const sixth = await offer(await work('Hourly 5'), 100, { email });
      expect([sixth.statusCode, sixth.json().error]).toEqual([429, OFFER_TEXT.tooManyFromAddress]);
      clock.advance(60 * 60_000 + 1);
      expect((await offer(await work('Hourly 6'), 100, { email })).statusCode).toBe(201);
    });

    it('is limited per client like the contact form, and keeps bodies small', async () => {
      const w = await work('Rate Limited');
      const address = nextClient();
      for (let i = 0; i < 3; i++) expect((await offer(w, 100 + i, {}, address)).statusCode).toBe(201);
      expect((await offer(w, 200, {}, address)).statusCode).toBe(429);
      const huge = await offer(w, 100, { message: 'x'.repeat(40_000) });
      expect([400, 413]).toContain(huge.statusCode);
      const long = await offer(w, 100, { message: 'x'.repeat(2_001) });
      expect([long.statusCode, long.json().error]).toEqual([400, OFFER_TEXT.noteTooLong]);
    });

    it('accepts: the unit is held for the collector 48 hours, nobody else can buy it, they buy it by invoice at the offer', async () => {
      const w = await work('Evening Market', { price: 20_000 });
      const email = nextCollector();
      await offer(w, 15_000, { email });
      const open = await offerOn(w, email);
      const accepted = await answer(open._id, 'accept');
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({
        status: 'accepted',
        expiresAt: new Date(clock.now().getTime() + HOURS_48).toISOString(),
      });
      expect(await availability(w)).toBe('reserved');
      const other = await checkoutByAnother(w);
      expect(other.statusCode).toBe(409);
      expect((await answer(open._id, 'accept')).status).toBe(409);

      const link = await linkOf(email);
      expect(link.length).toBeGreaterThanOrEqual(43);
      const shown = (await page(link)).json() as CollectorOffer;
      expect(shown).toMatchObject({ status: 'accepted', amount: 15_000, agreedAmount: 15_000, formatName: 'Original' });
      expect(shown.artwork).toMatchObject({ _id: w.id, title: 'Evening Market', artistName: 'Wanjiru Kamau' });

      // Whatever the browser sends, the price is the agreed one and the e-mail the offer's.
      const bought = await buy(link, { amount: 1, price: 1, total: 1, email: 'thief@example.com' });
      expect(bought.statusCode, bought.body).toBe(200);
      expect(bought.json()).toMatchObject({ success: true, message: CHECKOUT_TEXT.invoiceSent, total: 15_000 });
      const orderId = bought.json().orderId as string;
      const order = await callEndpoint(t.app, adminOrderEndpoints.get, { token, params: { id: orderId } });
      expect(order.status).toBe(200);
      if (order.status !== 200) return;
      expect(order.body.order.email).toBe(email);
      expect(order.body.order.total).toBe(15_000);
      expect(order.body.order.items.map((i) => [i.format.price, i.quantity])).toEqual([[15_000, 1]]);

      expect((await offerOn(w, email)).status).toBe('ordered');
      expect((await page(link)).json()).toMatchObject({ status: 'ordered', orderId });
      const again = await buy(link);
      expect([again.statusCode, again.json().error]).toEqual([409, OFFER_TEXT.bought]);
      // The unit passed to the order: still one held, never two.
      const row = await db()
        .selectFrom('artworks')
        .select(['reserved', 'sold'])
        .where('id', '=', w.id)
        .executeTakeFirstOrThrow();
      expect([Number(row.reserved), Number(row.sold)]).toEqual([1, 0]);
    });

    it('counters: the collector accepts the counter from the same link and buys at the counter price', async () => {
      const w = await work('Blue Hour', { price: 8_000 });
      const email = nextCollector();
      await offer(w, 5_000, { email });
      const open = await offerOn(w, email);
      const above = await counter(open._id, 8_000.01);
      expect([above.status, (above.body as { error: string }).error]).toEqual([400, OFFER_TEXT.counterAbove]);
      const below = await counter(open._id, 5_000);
      expect([below.status, (below.body as { error: string }).error]).toEqual([400, OFFER_TEXT.counterNotBelowOffer]);
      const countered = await counter(open._id, 7_000);
      expect(countered.status).toBe(200);
      expect(countered.body).toMatchObject({ status: 'countered', counterAmount: 7_000 });
      // Nothing is held until the collector accepts.
      expect(await availability(w)).toBe('available');

      const link = await linkOf(email);
      expect(sent.find((m) => m.to === email && m.subject.includes('counteroffer'))?.text).toContain('$7,000.00');
      expect((await page(link)).json()).toMatchObject({
        status: 'countered',
        counterAmount: 7_000,
        agreedAmount: null,
      });
      const early = await buy(link);
      expect([early.statusCode, early.json().error]).toEqual([409, OFFER_TEXT.answered]);

      const accepted = await acceptCounter(link);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ status: 'accepted', agreedAmount: 7_000 });
      expect(await availability(w)).toBe('reserved');
      const bought = await buy(link);
      expect(bought.statusCode, bought.body).toBe(200);
      expect(bought.json().total).toBe(7_000);
      expect((await offerOn(w, email)).events.map((e) => e.kind)).toEqual([
        'made',
        'countered',
        'counter-accepted',
        'ordered',
      ]);
    });

    it('declines politely; a declined counter cannot be accepted', async () => {
      const w = await work('Quiet Room');
      const email = nextCollector();
      await offer(w, 3_000, { email });
      const open = await offerOn(w, email);
      await counter(open._id, 4_000);
      const link = await linkOf(email);
      expect((await answer(open._id, 'decline')).status).toBe(200);
      await runJobs();
      expect(sent.filter((m) => m.to === email).at(-1)?.text).toContain(
        'We are sorry that we cannot accept it this time.',
      );
      const late = await acceptCounter(link);
      expect([late.statusCode, late.json().error]).toEqual([409, OFFER_TEXT.answered]);
      expect((await page(link)).json()).toMatchObject({ status: 'declined' });
      expect((await answer(open._id, 'decline')).status).toBe(409);
    });

    it('ends the hold after 48 hours: the work is for sale again, both sides are told, the link no longer buys', async () => {
      const w = await work('Long Weekend');
      const email = nextCollector();
      await offer(w, 2_000, { email });
      await answer((await offerOn(w, email))._id, 'accept');
      const link = await linkOf(email);
      sent.length = 0;
      clock.advance(HOURS_48 - 60_000);
      await runJobs();
      expect(await availability(w)).toBe('reserved');
      clock.advance(60_000);
      // Before the job runs the link already refuses, and shows the offer expired.
      const late = await buy(link);
      expect([late.statusCode, late.json().error]).toEqual([409, OFFER_TEXT.expired]);
      await runJobs();
      expect(await availability(w)).toBe('available');
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      expect((await offerOn(w, email)).status).toBe('expired');
      expect(sent.find((m) => m.to === email)?.text).toContain('the work is for sale again');
      expect(sent.some((m) => m.to !== email && m.subject.includes('hold ended'))).toBe(true);
      await runJobs();
      const row = await db().selectFrom('artworks').select('reserved').where('id', '=', w.id).executeTakeFirstOrThrow();
      expect(Number(row.reserved)).toBe(0);
    });

    it("pays by card at the agreed price through the link: the offer's unit is sold, once; a late payment is refunded", async () => {
      const w = await work('Card Sale', { price: 6_000 });
      const email = nextCollector();
      await offer(w, 4_500, { email });
      await answer((await offerOn(w, email))._id, 'accept');
      const link = await linkOf(email);
      const post = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, payload, remoteAddress: nextClient() });
      const pay = async () => {
        const draft = await post(`/api/offers/${link}/card-draft`, {
          delivery_address: '14 Riverside Drive, Nairobi',
          amount: 1,
        });
        expect(draft.statusCode, draft.body).toBe(200);
        const { draft_id, amount } = draft.json() as { draft_id: string; amount: number };
        expect(amount).toBe(4_500);
        const paymentIntentId = await payDraft(t.app, draft_id);
        return post(urlOf(orderEndpoints.finalizeOrder), { draft_id, payment_intent_id: paymentIntentId });
      };
      // Two card checkouts opened from the link (two tabs): the first paid makes the order, the second is refunded.
      const first = await pay();
      expect(first.statusCode, first.body).toBe(200);
      const orderId = (first.json() as { order_id: string }).order_id;
      const order = await callEndpoint(t.app, adminOrderEndpoints.get, { token, params: { id: orderId } });
      if (order.status !== 200) throw new Error(`order: ${order.status}`);
      expect([order.body.order.email, order.body.order.total, order.body.order.paymentStatus]).toEqual([
        email,
        4_500,
        'completed',
      ]);
      expect(await offerOn(w, email)).toMatchObject({ status: 'ordered', orderId });
      const row = await db()
        .selectFrom('artworks')
        .select(['reserved', 'sold'])
        .where('id', '=', w.id)
        .executeTakeFirstOrThrow();
      expect([Number(row.reserved), Number(row.sold)]).toEqual([0, 1]);
      const late = await post(`/api/offers/${link}/card-draft`, { delivery_address: 'Somewhere' });
      expect([late.statusCode, late.json().error]).toEqual([409, OFFER_TEXT.bought]);
    });

    it('a card payment after the offer ended makes no order and takes no other unit', async () => {
      const w = await work('Too Late', { price: 900, edition: 3 });
      const email = nextCollector();
      await offer(w, 800, { email });
      await answer((await offerOn(w, email))._id, 'accept');
      const link = await linkOf(email);
      const post = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, payload, remoteAddress: nextClient() });
      const draft = await post(`/api/offers/${link}/card-draft`, { delivery_address: '14 Riverside Drive, Nairobi' });
      const { draft_id } = draft.json() as { draft_id: string };
      const paymentIntentId = await payDraft(t.app, draft_id);
      clock.advance(HOURS_48 + 1);
      await runJobs();
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      expect((await offerOn(w, email)).status).toBe('expired');
      const finalized = await post(urlOf(orderEndpoints.finalizeOrder), {
        draft_id,
        payment_intent_id: paymentIntentId,
      });
      expect(finalized.statusCode).toBe(409);
      const row = await db()
        .selectFrom('artworks')
        .select(['reserved', 'sold'])
        .where('id', '=', w.id)
        .executeTakeFirstOrThrow();
      expect([Number(row.reserved), Number(row.sold)]).toEqual([0, 0]);
      // The sandbox's webhook (delivered by the jobs) found the offer ended: refunded, no order.
      const payments = await db().selectFrom('payments').select('status').where('draft_id', '=', draft_id).execute();
      expect(payments.map((r) => r.status)).toContain('refunded');
      const items = await db().selectFrom('order_items').select('id').where('artwork_id', '=', w.id).execute();
      expect(items).toEqual([]);
    });

    it('answers an unknown or malformed link with one 404', async () => {
      for (const bad of ['x', 'A'.repeat(43), '../../etc/passwd', '%00']) {
        const res = await page(bad);
        expect(res.statusCode, bad).toBe(404);
      }
      expect((await buy('A'.repeat(43))).statusCode).toBe(404);
      expect((await acceptCounter('A'.repeat(43))).statusCode).toBe(404);
    });

    it('of 20 collectors accepting counters for one original at once, one holds it and one order is made', async () => {
      const w = await work('The Only One', { price: 30_000 });
      const links: string[] = [];
      for (let i = 0; i < 20; i++) {
        const email = nextCollector();
        expect((await offer(w, 20_000 + i, { email })).statusCode).toBe(201);
        expect((await counter((await offerOn(w, email))._id, 25_000)).status).toBe(200);
        links.push(await linkOf(email));
      }
      const accepted = await Promise.all(links.map((l) => acceptCounter(l)));
      expect(accepted.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
      const bought = await Promise.all(links.map((l) => buy(l)));
      expect(bought.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const orders = await db().selectFrom('order_items').select('order_id').where('artwork_id', '=', w.id).execute();
      expect(orders).toHaveLength(1);
      const row = await db()
        .selectFrom('artworks')
        .select(['reserved', 'sold'])
        .where('id', '=', w.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.reserved) + Number(row.sold)).toBe(1);
    });

    it('holds one unit of an edition per accepted offer; the rest stay for sale', async () => {
      const w = await work('Print Run', { price: 900, edition: 2 });
      const a = nextCollector();
      const b = nextCollector();
      await offer(w, 800, { email: a });
      await offer(w, 850, { email: b });
      expect((await answer((await offerOn(w, a))._id, 'accept')).status).toBe(200);
      expect(await availability(w)).toBe('available');
      expect((await answer((await offerOn(w, b))._id, 'accept')).status).toBe(200);
      expect(await availability(w)).toBe('reserved');
      const third = nextCollector();
      const res = await offer(w, 700, { email: third });
      expect([res.statusCode, res.json().error]).toEqual([409, OFFER_TEXT.unavailable]);
      const bought = await buy(await linkOf(a));
      expect(bought.statusCode, bought.body).toBe(200);
      const items = await db()
        .selectFrom('order_items')
        .select(['edition_numbers'])
        .where('order_id', '=', bought.json().orderId)
        .execute();
      expect(items.map((i) => i.edition_numbers)).toEqual(['1']);
    });
  });
}
