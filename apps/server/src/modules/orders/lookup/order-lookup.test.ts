import { createHmac } from 'node:crypto';
import { type CustomerOrder, orderEndpoints, urlOf } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, tokenFor } from '../../../../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { BUYER_ADDRESS } from '../../../../test/order-fixtures.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../../test/test-app.ts';
import { MAIL_JOB } from '../../../platform/mail/mail-job.ts';
import { SANDBOX_CARDS } from '../../payments/index.ts';

let client = 0;
const nextClient = () => `10.20.${Math.floor(++client / 250)}.${client % 250}`;

for (const dialect of dialects) {
  describe(`order look-up by a verified e-mail on ${dialect.name}`, () => {
    let t: TestApp;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: nextClient() });
    const list = (email: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: urlOf(orderEndpoints.listOrders, { query: { email } }),
        headers: token ? { authorization: `Bearer ${token}` } : {},
        remoteAddress: nextClient(),
      });
    /** The code from the newest mail queued to this address. */
    const codeMailedTo = async (email: string) => {
      const jobs = await t.database.db
        .selectFrom('jobs')
        .select(['payload', 'created_at'])
        .where('kind', '=', MAIL_JOB)
        .execute();
      const mails = jobs
        .map((j) => JSON.parse(j.payload) as { to: string; text: string })
        .filter((m) => m.to === email);
      return /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
    };
    const buy = async (email: string, title: string) => {
      const artistId = await insertArtist(t.database.db);
      const id = await insertArtwork(t.database.db, { artistId, title, price: 900 });
      const res = await post(urlOf(orderEndpoints.sendInvoice), {
        email,
        fulfillmentType: 'storage',
        cart: [{ artwork: { _id: id }, format: { id: `${id}-f0` }, quantity: 1 }],
      });
      expect(res.statusCode).toBe(200);
    };

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await buy('ada@example.com', 'Blue Hour');
      await buy('ada@example.com', 'Salt Road');
      await buy('other@example.com', 'Not Yours');
    });
    afterAll(() => t.close());

    it('answers 401 Verification required without a token, whatever the address', async () => {
      const res = await list('ada@example.com');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Verification required' });
    });

    it('says the same whether or not an address has orders, and mails a code only when it has', async () => {
      const known = await post(urlOf(orderEndpoints.requestLookupCode), { email: 'Ada@Example.com' });
      const unknown = await post(urlOf(orderEndpoints.requestLookupCode), { email: 'nobody@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(await codeMailedTo('ada@example.com')).toMatch(/^\d{6}$/);
      expect(await codeMailedTo('nobody@example.com')).toBeUndefined();
    });

    it("lists that address's orders, newest first, for the right code, and nobody else's", async () => {
      await post(urlOf(orderEndpoints.requestLookupCode), { email: 'ada@example.com' });
      const code = await codeMailedTo('ada@example.com');
      const verified = await post(urlOf(orderEndpoints.verifyLookupCode), { email: 'ada@example.com', code });
      expect(verified.statusCode).toBe(200);
      const { token } = verified.json();
      const orders = (await list('ada@example.com', token)).json() as CustomerOrder[];
      expect(orders.map((o) => o.items[0]?.artwork.title)).toEqual(['Salt Road', 'Blue Hour']);
      expect(orders[0]).toMatchObject({
        email: 'ada@example.com',
        total: 900,
        status: 'pending',
        fulfillmentType: 'storage',
      });
      expect((await list('other@example.com', token)).statusCode).toBe(401);
      // A used code never works again (the address's other live codes may still be asked for).
      expect((await post(urlOf(orderEndpoints.verifyLookupCode), { email: 'ada@example.com', code })).statusCode).toBe(
        400,
      );
    });

    it("gives each order its stored fulfilment and address: a card order's delivery address, an invoice's shipping address", async () => {
      const email = 'where@example.com';
      const artistId = await insertArtist(t.database.db);
      const byCard = await insertArtwork(t.database.db, { artistId, title: 'By Card', price: 700 });
      const draft = await post(urlOf(orderEndpoints.createDraft), {
        artwork_id: byCard,
        email,
        delivery_address: '14 Riverside Drive, Nairobi 00100, Kenya',
        variant: `${byCard}-f0`,
      });
      expect(draft.statusCode).toBe(200);
      const { draft_id } = draft.json();
      const intent = await post(urlOf(orderEndpoints.createPaymentIntent), { draft_id });
      const paid = await post(urlOf(orderEndpoints.confirmSandboxPayment), {
        clientSecret: intent.json().clientSecret,
        cardNumber: SANDBOX_CARDS.succeeds,
        expMonth: 12,
        expYear: 2031,
        cvc: '123',
      });
      expect(paid.statusCode).toBe(200);
      const placed = await post(urlOf(orderEndpoints.finalizeOrder), {
        draft_id,
        payment_intent_id: paid.json().paymentIntentId,
      });
      expect(placed.statusCode).toBe(200);
      const shipped = await insertArtwork(t.database.db, { artistId, title: 'Shipped', price: 500 });
      const address = BUYER_ADDRESS;
      const invoice = await post(urlOf(orderEndpoints.sendInvoice), {
        email,
        fulfillmentType: 'shipping',
        shippingAddress: address,
        cart: [{ artwork: { _id: shipped }, format: { id: `${shipped}-f0` }, quantity: 1 }],
      });
      expect(invoice.statusCode).toBe(200);

      await post(urlOf(orderEndpoints.requestLookupCode), { email });
      const code = await codeMailedTo(email);
      const { token } = (await post(urlOf(orderEndpoints.verifyLookupCode), { email, code })).json();
      const orders = (await list(email, token)).json() as CustomerOrder[];
      const card = orders.find((o) => o.items[0]?.artwork.title === 'By Card');
      const ship = orders.find((o) => o.items[0]?.artwork.title === 'Shipped');
      expect(card).toMatchObject({
        fulfillmentType: 'shipping',
        shippingAddress: null,
        deliveryAddress: '14 Riverside Drive, Nairobi 00100, Kenya',
        status: 'processing',
        paymentStatus: 'completed',
      });
      expect(ship).toMatchObject({
        fulfillmentType: 'shipping',
        shippingAddress: address,
        deliveryAddress: null,
        status: 'pending',
        paymentStatus: 'pending',
      });
    });

    it('keeps the code as an HMAC under a key of its own, not under the token-signing secret', async () => {
      expect((await post(urlOf(orderEndpoints.requestLookupCode), { email: 'ada@example.com' })).statusCode).toBe(200);
      const code = (await codeMailedTo('ada@example.com')) ?? '';
      const row = await t.database.db
        .selectFrom('lookup_codes')
        .select(['id', 'code_hash'])
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      const underRawSecret = createHmac('sha256', TEST_JWT_SECRET).update(`${row.id}:${code}`).digest('hex');
      expect(code).toMatch(/^\d{6}$/);
      expect(row.code_hash).not.toBe(underRawSecret);
    });

    it('ends a code after five wrong guesses, even if the sixth is right', async () => {
      await post(urlOf(orderEndpoints.requestLookupCode), { email: 'other@example.com' });
      const code = (await codeMailedTo('other@example.com')) ?? '';
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push(
          (await post(urlOf(orderEndpoints.verifyLookupCode), { email: 'other@example.com', code: wrong })).json()
            .error,
        );
      expect(answers.slice(0, 4)).toEqual(Array(4).fill('That code is not right. Please check it and try again.'));
      expect(answers[4]).toBe('That code has expired or was tried too often. Please ask for a new one.');
      const right = await post(urlOf(orderEndpoints.verifyLookupCode), { email: 'other@example.com', code });
      expect(right.statusCode).toBe(400);
    });

    it('refuses a fourth code to one client for one address, and more than ten per address whoever asks', async () => {
      const same = '10.99.0.1';
      const fromSame = () =>
        t.app.inject({
          method: 'POST',
          url: urlOf(orderEndpoints.requestLookupCode),
          payload: { email: 'limit@example.com' },
          remoteAddress: same,
        });
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await fromSame()).statusCode);
      expect(answers).toEqual([200, 200, 200, 429]);
      const others = [];
      for (let i = 0; i < 8; i++)
        others.push((await post(urlOf(orderEndpoints.requestLookupCode), { email: 'limit@example.com' })).statusCode);
      expect(others).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
    });

    it('lets the buyer get and use a code while somebody else asks for codes for the address', async () => {
      const attacker = '10.98.0.1';
      for (let i = 0; i < 3; i++)
        await t.app.inject({
          method: 'POST',
          url: urlOf(orderEndpoints.requestLookupCode),
          payload: { email: 'buyer@example.com' },
          remoteAddress: attacker,
        });
      await buy('buyer@example.com', 'Quiet Field');
      expect((await post(urlOf(orderEndpoints.requestLookupCode), { email: 'buyer@example.com' })).statusCode).toBe(
        200,
      );
      const code = await codeMailedTo('buyer@example.com');
      // The attacker asks again from elsewhere: the buyer's code stays valid.
      await post(urlOf(orderEndpoints.requestLookupCode), { email: 'buyer@example.com' });
      await post(urlOf(orderEndpoints.requestLookupCode), { email: 'buyer@example.com' });
      const verified = await post(urlOf(orderEndpoints.verifyLookupCode), { email: 'buyer@example.com', code });
      expect(verified.statusCode).toBe(200);
    });

    it('refuses a bad code shape and an admin token in place of a look-up token', async () => {
      const bad = await post(urlOf(orderEndpoints.verifyLookupCode), { email: 'ada@example.com', code: '12ab56' });
      expect(bad.json().error).toBe('Please enter the 6-digit code from the e-mail.');
      await insertAdmin(t.database.db, 'owner@example.com', 'a-long-password');
      const admin = await tokenFor(t.app, 'owner@example.com', 'a-long-password');
      expect((await list('owner@example.com', admin)).statusCode).toBe(401);
    });
  });
}
