import { type AdminOrderItem, adminOrderEndpoints, orderEndpoints, urlOf } from '@vernissage/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { drainJobs } from '../../../../test/job-drain.ts';
import { BUYER_ADDRESS } from '../../../../test/order-fixtures.ts';
import { textOf } from '../../../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { SANDBOX_CARDS } from '../../payments/index.ts';

const MINUTE = 60_000;
const PASSWORD = 'correct horse battery';
let client = 0;
const nextClient = () => `10.65.${Math.floor(++client / 250)}.${client % 250}`;
type Work = { id: string; formatId: string };
type Sent = { to: string; subject: string; text: string; pdfs: Buffer[] };

for (const dialect of dialects) {
  describe(`edition numbers on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    let artistId: string;
    const clock = testClock('2026-07-01T09:00:00.000Z');
    const db = () => t.database.db;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: nextClient() });

    const edition = async (title: string, size: number): Promise<Work> => {
      const id = await insertArtwork(db(), { artistId, title, price: 400, edition: size });
      return { id, formatId: `${id}-f0` };
    };
    const unique = async (title: string): Promise<Work> => {
      const id = await insertArtwork(db(), { artistId, title, price: 2500 });
      return { id, formatId: `${id}-f0` };
    };
    const checkout = (email: string, lines: [Work, number][]) =>
      post(urlOf(orderEndpoints.sendInvoice), {
        email,
        fulfillmentType: 'shipping',
        cart: lines.map(([w, quantity]) => ({ artwork: { _id: w.id }, format: { id: w.formatId }, quantity })),
        shippingAddress: BUYER_ADDRESS,
      });
    const buy = async (email: string, lines: [Work, number][]) => {
      const res = await checkout(email, lines);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { orderId: string }).orderId;
    };
    const adminOrder = async (id: string) => {
      const res = await callEndpoint(t.app, adminOrderEndpoints.get, { token, params: { id } });
      if (res.status !== 200) throw new Error(`order ${id}: ${res.status}`);
      return res.body.order;
    };
    const numbersOf = async (orderId: string) => (await adminOrder(orderId)).items.flatMap((i) => i.edition?.numbers);
    /** The edition's ledger: who holds which number now. */
    const ledger = async (artworkId: string) =>
      (
        await db()
          .selectFrom('edition_numbers')
          .select(['number', 'state'])
          .where('artwork_id', '=', artworkId)
          .orderBy('number')
          .execute()
      ).map((r) => `${r.number}:${r.state}`);
    const setStatus = (id: string, status: 'cancelled') =>
      callEndpoint(t.app, adminOrderEndpoints.setStatus, { token, params: { id }, body: { status } });
    const pay = (id: string) =>
      callEndpoint(t.app, adminOrderEndpoints.setPaymentStatus, {
        token,
        params: { id },
        body: { paymentStatus: 'completed' },
      });

    const sent: Sent[] = [];
    const mailer: Mailer = {
      async send(msg) {
        const pdfs = (msg.attachments ?? []).flatMap((a) => (Buffer.isBuffer(a.content) ? [a.content] : []));
        sent.push({ to: msg.to, subject: msg.subject, text: msg.text, pdfs });
        return { messageId: `sent-${sent.length}` };
      },
      close() {},
    };
    const runJobs = () => drainJobs(t, clock, mailer);

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(db(), 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      artistId = await insertArtist(db(), { name: 'Kenji Mori' });
    });
    // The clock moves on from test to test: a fresh sign-in each time.
    beforeEach(async () => {
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
    });
    afterAll(() => t.close());

    it('gives 50 racing buyers of an edition of 10 exactly the numbers 1 to 10, each once', async () => {
      const print = await edition('Ten Copies', 10);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => checkout(`racer${i}@example.com`, [[print, 1]])),
      );
      const placed = answers.filter((a) => a.statusCode === 200).map((a) => (a.json() as { orderId: string }).orderId);
      expect(placed).toHaveLength(10);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(40);
      const numbers = (await Promise.all(placed.map(numbersOf))).flat();
      expect(numbers.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(await ledger(print.id)).toHaveLength(10);
    });

    it('frees a cancelled order’s numbers for the next buyer, lowest first, and keeps a paid order’s sold', async () => {
      const print = await edition('Five Copies', 5);
      const first = await buy('first@example.com', [[print, 1]]);
      const second = await buy('second@example.com', [[print, 2]]);
      const third = await buy('third@example.com', [[print, 1]]);
      expect(await numbersOf(second)).toEqual([2, 3]);
      expect((await pay(first)).status).toBe(200);
      expect((await setStatus(second, 'cancelled')).status).toBe(200);
      expect(await ledger(print.id)).toEqual(['1:sold', '4:held']);
      expect(await numbersOf(await buy('fourth@example.com', [[print, 1]]))).toEqual([2]);
      expect(await numbersOf(await buy('fifth@example.com', [[print, 2]]))).toEqual([3, 5]);
      expect((await checkout('sixth@example.com', [[print, 1]])).statusCode).toBe(409);
      // A paid order cancelled keeps its units sold, and so its numbers.
      expect((await setStatus(first, 'cancelled')).status).toBe(200);
      expect(await ledger(print.id)).toEqual(['1:sold', '2:held', '3:held', '4:held', '5:held']);
      expect(await numbersOf(third)).toEqual([4]);
    });

    it('frees the numbers of a hold that ends unpaid', async () => {
      const print = await edition('Expiring', 3);
      const lapsed = await buy('lapsed@example.com', [[print, 1]]);
      clock.advance(MINUTE);
      const kept = await buy('kept@example.com', [[print, 1]]);
      expect(await numbersOf(kept)).toEqual([2]);
      // Confirmed from its e-mail, the second order's hold lasts; the first one's ends after 30 minutes.
      await db()
        .updateTable('orders')
        .set({ hold_status: 'confirmed', hold_until: '2026-08-01T00:00:00.000Z' })
        .where('id', '=', kept)
        .execute();
      clock.advance(31 * MINUTE);
      await runJobs();
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      expect((await adminOrder(lapsed)).status).toBe('cancelled');
      expect(await ledger(print.id)).toEqual(['2:held']);
      expect(await numbersOf(await buy('next@example.com', [[print, 1]]))).toEqual([1]);
    });

    it('numbers a card order when it is paid, not while its checkout holds the unit', async () => {
      const print = await edition('By Card', 4);
      const held = await buy('invoice@example.com', [[print, 1]]);
      const draft = await post(urlOf(orderEndpoints.createDraft), {
        artwork_id: print.id,
        email: 'card@example.com',
        delivery_address: '2 Harbour Lane, Kobe',
        variant: print.formatId,
      });
      expect(draft.statusCode, draft.body).toBe(200);
      const { draft_id } = draft.json() as { draft_id: string };
      expect(await ledger(print.id)).toEqual(['1:held']);
      expect(await numbersOf(await buy('invoice2@example.com', [[print, 1]]))).toEqual([2]);
      const intent = await post(urlOf(orderEndpoints.createPaymentIntent), { draft_id });
      const paid = await post(urlOf(orderEndpoints.confirmSandboxPayment), {
        clientSecret: intent.json().clientSecret,
        cardNumber: SANDBOX_CARDS.succeeds,
        expMonth: 12,
        expYear: 2031,
        cvc: '123',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const final = await post(urlOf(orderEndpoints.finalizeOrder), {
        draft_id,
        payment_intent_id: paid.json().paymentIntentId,
      });
      expect(final.statusCode, final.body).toBe(200);
      expect(await numbersOf(final.json().order_id)).toEqual([3]);
      expect(await ledger(print.id)).toEqual(['1:held', '2:held', '3:sold']);
      expect(await numbersOf(held)).toEqual([1]);
    });

    it('names each line’s edition in the admin API, the verified order list, the PDFs and the mails', async () => {
      const print = await edition('Lagos at Dusk', 25);
      const original = await unique('Harmattan');
      await buy('early@example.com', [[print, 2]]);
      sent.length = 0;
      const orderId = await buy('collector@example.com', [
        [print, 2],
        [original, 1],
      ]);
      const order = await adminOrder(orderId);
      const line = (title: string) => order.items.find((i: AdminOrderItem) => i.artwork.title === title);
      expect(line('Lagos at Dusk')?.edition).toEqual({ size: 25, numbers: [3, 4] });
      expect(line('Harmattan')?.edition).toBeNull();

      await runJobs();
      const invoiceMail = sent.find((m) => m.to === 'collector@example.com' && m.subject.includes('invoice'));
      expect(invoiceMail?.text).toContain('- Lagos at Dusk by Kenji Mori (Original, Editions 3, 4/25) x 2');
      expect(invoiceMail?.text).toContain('- Harmattan by Kenji Mori (Original, Unique work) x 1');
      const invoicePdf = invoiceMail?.pdfs[0];
      expect(invoicePdf).toBeDefined();
      const invoiceText = (await textOf(invoicePdf ?? Buffer.alloc(0))).text;
      expect(invoiceText).toContain('Kenji Mori · Original · Editions 3, 4/25');
      expect(invoiceText).toContain('Kenji Mori · Original · Unique work');
      const alert = sent.find((m) => m.subject.startsWith('New order') && m.subject.endsWith('collector@example.com'));
      expect(alert?.text).toContain('- Lagos at Dusk (Original, Editions 3, 4/25) x 2');

      const statement = await t.app.inject({
        method: 'GET',
        url: urlOf(adminOrderEndpoints.pdf, { params: { id: orderId } }),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(statement.statusCode).toBe(200);
      const statementText = (await textOf(statement.rawPayload)).text;
      expect(statementText).toContain('Editions 3, 4/25');
      expect(statementText).toContain('Unique work');

      expect((await post(urlOf(orderEndpoints.requestLookupCode), { email: 'collector@example.com' })).statusCode).toBe(
        200,
      );
      await runJobs();
      const code = /\b(\d{6})\b/.exec(sent.filter((m) => m.to === 'collector@example.com').at(-1)?.text ?? '')?.[1];
      const verified = await post(urlOf(orderEndpoints.verifyLookupCode), { email: 'collector@example.com', code });
      expect(verified.statusCode, verified.body).toBe(200);
      const list = await t.app.inject({
        method: 'GET',
        url: urlOf(orderEndpoints.listOrders, { query: { email: 'collector@example.com' } }),
        headers: { authorization: `Bearer ${verified.json().token}` },
        remoteAddress: nextClient(),
      });
      expect(list.statusCode).toBe(200);
      const [listed] = list.json() as { items: { artwork: { title: string }; edition: unknown }[] }[];
      expect(listed?.items.map((i) => [i.artwork.title, i.edition]).sort()).toEqual([
        ['Harmattan', null],
        ['Lagos at Dusk', { size: 25, numbers: [3, 4] }],
      ]);
    });
  });
}
