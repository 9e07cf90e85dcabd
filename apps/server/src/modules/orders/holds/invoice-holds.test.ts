import { type Artwork, adminOrderEndpoints, orderEndpoints, urlOf } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { drainJobs } from '../../../../test/job-drain.ts';
import { BUYER_ADDRESS, queuedMails } from '../../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { emailKey } from '../core/hold-rules.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let client = 0;
const nextClient = () => `10.61.${Math.floor(++client / 250)}.${client % 250}`;

for (const dialect of dialects) {
  describe(`invoice holds on ${dialect.name}`, () => {
    let t: TestApp;
    const clock = testClock('2026-05-04T09:00:00.000Z');
    let artistId: string;
    const db = () => t.database.db;
    const adminEmail = 'gallery.admin@example.com';

    const work = async (title: string) => {
      const id = await insertArtwork(db(), { artistId, title, price: 900 });
      return { id, formatId: `${id}-f0` };
    };
    const checkout = (email: string, works: { id: string; formatId: string }[], remoteAddress = nextClient()) =>
      t.app.inject({
        method: 'POST',
        url: urlOf(orderEndpoints.sendInvoice),
        remoteAddress,
        payload: {
          email,
          fulfillmentType: 'shipping',
          cart: works.map((w) => ({ artwork: { _id: w.id }, format: { id: w.formatId }, quantity: 1 })),
          shippingAddress: BUYER_ADDRESS,
        },
      });
    const order = (id: string) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    /** The number the order's invoice job gave it (after runJobs: the checkout answers without one). */
    const numberOf = async (id: string) => (await order(id)).invoice_number ?? '';
    const forSale = async (ids: string[]) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/artworks?ids=${ids.join(',')}` });
      return (res.json() as Artwork[]).filter((a) => a.availability === 'available').length;
    };
    const confirm = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: urlOf(orderEndpoints.confirmOrder),
        payload: { token },
        remoteAddress: nextClient(),
      });
    /** The token of the confirm link in the order's invoice mail (the mail is queued by the order's job). */
    const linkIn = async (invoiceNumber: string) => {
      const mail = (await allMails()).find((m) => m.subject.endsWith(`: invoice ${invoiceNumber}`));
      return /\/orders\/confirm\/(\S+)/.exec(mail?.text ?? '')?.[1];
    };
    /** What the job worker sent, as the buyer and the admins receive it (a sent mail's row keeps only its recipient). */
    const sent: Awaited<ReturnType<typeof queuedMails>> = [];
    const mailer: Mailer = {
      async send(msg) {
        const files = (msg.attachments ?? []).map((a) => a.filename);
        sent.push({ to: msg.to, subject: msg.subject, text: msg.text, files });
        return { messageId: `sent-${sent.length}` };
      },
      close() {},
    };
    /** Every mail so far: those sent, then those still queued. */
    const allMails = async () => [...sent, ...(await queuedMails(db()))];
    const runJobs = () => drainJobs(t, clock, mailer);
    const mailsTo = async (to: string) => (await allMails()).filter((m) => m.to === to);

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      artistId = await insertArtist(db(), { name: 'Nadia Haddad' });
      await insertAdmin(db(), adminEmail, 'admin-password-1');
    });
    afterAll(() => t.close());

    it('lets 20 unconfirmed orders from 20 clients go after 31 minutes: every work for sale again, every order cancelled', async () => {
      const works = await Promise.all(Array.from({ length: 20 }, (_, i) => work(`Hoarded ${i}`)));
      const ids = works.map((w) => w.id);
      // Seven throwaway mailboxes, each written with plus tags and capitals to look like many.
      const emails = works.map((_, i) => `Grab${i % 7}+${i}@Throwaway.test`);
      const placed = [];
      for (const [i, w] of works.entries()) {
        const res = await checkout(emails[i] ?? '', [w], `203.0.113.${i + 1}`);
        expect(res.statusCode, res.body).toBe(200);
        placed.push(res.json() as { orderId: string });
      }
      expect(await forSale(ids)).toBe(0);
      await runJobs();
      const invoiceNumbers = await Promise.all(placed.map((p) => numberOf(p.orderId)));
      const first = await order(placed[0]?.orderId ?? '');
      expect(first).toMatchObject({ hold_status: 'unconfirmed', hold_until: '2026-05-04T09:30:00.000Z' });
      expect(await linkIn(invoiceNumbers[0] ?? '')).toBeTruthy();

      clock.advance(31 * MINUTE);
      await runJobs();
      expect(await forSale(ids)).toBe(20);
      for (const [i, p] of placed.entries()) {
        expect(await order(p.orderId)).toMatchObject({
          status: 'cancelled',
          hold_status: 'released',
          invoice_number: invoiceNumbers[i],
        });
      }
      const mails = await allMails();
      const invoicesPerMailbox = new Map<string, number>();
      for (const m of mails.filter((m) => m.subject.includes(': invoice INV-'))) {
        invoicesPerMailbox.set(emailKey(m.to), (invoicesPerMailbox.get(emailKey(m.to)) ?? 0) + 1);
      }
      expect([...invoicesPerMailbox.values()].every((n) => n <= 3)).toBe(true);
      expect([...invoicesPerMailbox.keys()]).toHaveLength(7);
      const cancelled = mails.filter((m) => m.subject.includes('cancelled'));
      // Each buyer is told, and so is the admin (who asked for order alerts).
      expect(cancelled.filter((m) => m.to !== adminEmail)).toHaveLength(20);
      expect(cancelled.filter((m) => m.to === adminEmail)).toHaveLength(20);
      expect(cancelled.find((m) => m.to !== adminEmail)?.text).toContain('It was not confirmed within 30 minutes');
      const numbers = invoiceNumbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => (numbers[0] ?? 0) + i));
    });

    it('keeps a confirmed order 7 days, then cancels it and tells the buyer and the admins', async () => {
      const w = await work('Confirmed Then Unpaid');
      const res = await checkout('patient@example.com', [w]);
      const { orderId } = res.json() as { orderId: string };
      await runJobs();
      const invoiceNumber = await numberOf(orderId);
      const token = await linkIn(invoiceNumber);
      expect(token).toBeTruthy();
      clock.advance(10 * MINUTE);
      const until = new Date(clock.now().getTime() + 7 * DAY).toISOString();
      const confirmed = await confirm(token ?? '');
      expect(confirmed.statusCode, `${token} ${confirmed.body}`).toBe(200);
      expect(confirmed.json()).toEqual({ confirmed: true, invoiceNumber, reservedUntil: until });
      expect((await confirm(token ?? '')).json()).toEqual(confirmed.json());

      clock.advance(31 * MINUTE);
      await runJobs();
      expect(await order(orderId)).toMatchObject({ status: 'pending', hold_status: 'confirmed', hold_until: until });
      expect(await forSale([w.id])).toBe(0);

      clock.advance(7 * DAY);
      await runJobs();
      expect(await order(orderId)).toMatchObject({
        status: 'cancelled',
        hold_status: 'released',
        invoice_number: invoiceNumber,
      });
      expect(await forSale([w.id])).toBe(1);
      const [buyerMail] = (await mailsTo('patient@example.com')).filter((m) => m.subject.includes('cancelled'));
      expect(buyerMail?.text).toContain('No payment reached us while its works were reserved');
      const alerts = (await mailsTo(adminEmail)).filter((m) => m.subject.includes(`Order ${invoiceNumber} cancelled`));
      expect(alerts).toHaveLength(1);
      const history = await db()
        .selectFrom('order_events')
        .select(['kind', 'to_value', 'note'])
        .where('order_id', '=', orderId)
        .execute();
      expect(history.map((e) => [e.kind, e.to_value])).toEqual([
        ['created', 'pending'],
        ['hold', 'confirmed'],
        ['hold', 'released'],
      ]);
    });

    it('keeps a confirmed order to its due date once a payment arrives', async () => {
      const w = await work('Paid In Part');
      const { orderId } = (await checkout('instalments@example.com', [w])).json() as { orderId: string };
      await runJobs();
      expect((await confirm((await linkIn(await numberOf(orderId))) ?? '')).statusCode).toBe(200);
      const due = new Date(new Date((await order(orderId)).created_at).getTime() + 30 * DAY).toISOString();
      clock.advance(2 * DAY);
      const token = await tokenFor(t.app, adminEmail, 'admin-password-1');
      const partial = await t.app.inject({
        method: 'PUT',
        url: urlOf(adminOrderEndpoints.setPaymentStatus, { params: { id: orderId } }),
        headers: { authorization: `Bearer ${token}` },
        payload: { paymentStatus: 'partial' },
      });
      expect(partial.statusCode, partial.body).toBe(200);
      expect(partial.json().order.hold).toEqual({ state: 'confirmed', until: due });
      clock.advance(8 * DAY);
      await runJobs();
      expect(await order(orderId)).toMatchObject({ status: 'pending', hold_status: 'confirmed', hold_until: due });
      expect(await forSale([w.id])).toBe(0);
      const notes = await db().selectFrom('order_events').select('note').where('order_id', '=', orderId).execute();
      expect(notes.map((n) => n.note)).toContainEqual(
        expect.stringContaining('Payment recorded: reserved until the due date'),
      );
    });

    it('asks a collector who confirmed before to confirm each new order: no address holds works a month at once', async () => {
      const a = await work('First Visit');
      const first = (await checkout('returning@example.com', [a])).json() as { orderId: string };
      await runJobs();
      expect((await confirm((await linkIn(await numberOf(first.orderId))) ?? '')).statusCode).toBe(200);

      clock.advance(2 * DAY);
      const b = await work('Second Visit');
      const second = await checkout('Returning+studio@example.com', [b]);
      expect(second.statusCode).toBe(200);
      const { orderId } = second.json() as { orderId: string };
      const placedAt = new Date((await order(orderId)).created_at).getTime();
      expect(await order(orderId)).toMatchObject({
        hold_status: 'unconfirmed',
        hold_until: new Date(placedAt + 30 * MINUTE).toISOString(),
      });
      await runJobs();
      const secondNumber = await numberOf(orderId);
      const mail = (await allMails()).find((m) => m.subject.endsWith(`: invoice ${secondNumber}`));
      expect(mail?.text).toContain('/orders/confirm/');
      clock.advance(31 * MINUTE);
      await runJobs();
      expect(await order(orderId)).toMatchObject({ status: 'cancelled', hold_status: 'released' });
      expect(await forSale([b.id])).toBe(1);
    });

    it('refuses a fourth unpaid order holding works from one mailbox, confirmed or not, however its address is written', async () => {
      const firstOrder = (await checkout('cap@example.org', [await work('Capped cap@example.org')])).json() as {
        orderId: string;
      };
      await runJobs();
      expect((await confirm((await linkIn(await numberOf(firstOrder.orderId))) ?? '')).statusCode).toBe(200);
      for (const email of ['CAP+a@example.org', 'cap+b@Example.org']) {
        expect((await checkout(email, [await work(`Capped ${email}`)])).statusCode).toBe(200);
      }
      const last = await work('Capped 4');
      const fourth = await checkout('cap+c@example.org', [last]);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error).toBe(
        'This e-mail address already has 3 unpaid orders holding works. Please pay or cancel one of them first, or write to us.',
      );
      expect(await forSale([last.id])).toBe(1);
    });

    it('lets exactly 3 of 6 racing checkouts from one mailbox through', async () => {
      const works = await Promise.all(Array.from({ length: 6 }, (_, i) => work(`Raced ${i}`)));
      const answers = await Promise.all(works.map((w, i) => checkout(`racer+${i}@example.com`, [w])));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
      expect(await forSale(works.map((w) => w.id))).toBe(3);
    });

    it('sends at most 3 invoices to one mailbox an hour, paid or not', async () => {
      for (const i of [1, 2, 3]) {
        const placed = await checkout('busy@example.net', [await work(`Busy ${i}`)]);
        expect(placed.statusCode).toBe(200);
        // Paid at once, so only the hourly cap on invoice e-mails is left to refuse the fourth.
        await db()
          .updateTable('orders')
          .set({ payment_status: 'partial' })
          .where('id', '=', (placed.json() as { orderId: string }).orderId)
          .execute();
      }
      const refused = await checkout('busy+more@example.net', [await work('Busy 4')]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe(
        'We have sent 3 invoices to this e-mail address in the last hour. Please try again later.',
      );
      clock.advance(61 * MINUTE);
      expect((await checkout('busy@example.net', [await work('Busy 5')])).statusCode).toBe(200);
    });

    it('refuses an order of more than 20 lines', async () => {
      const works = await Promise.all(Array.from({ length: 21 }, (_, i) => work(`Line ${i}`)));
      const res = await checkout('lines@example.com', works);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        'An order can hold at most 20 works. Please remove some from your cart and try again.',
      );
      expect((await checkout('lines@example.com', works.slice(0, 20))).statusCode).toBe(200);
    });

    it('allows one client 20 invoice requests an hour', async () => {
      const client = '192.0.2.200';
      for (let i = 0; i < 20; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: urlOf(orderEndpoints.sendInvoice),
          remoteAddress: client,
          payload: {},
        });
        expect(res.statusCode).toBe(400);
      }
      const refused = await checkout('late.client@example.com', [await work('Too Late')], client);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('Too many orders from this connection. Please try again in an hour.');
    });

    it('refuses a forged link, and a link whose half hour has passed', async () => {
      const forged = await confirm('00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAA');
      expect(forged.statusCode).toBe(404);
      expect(forged.json().error).toBe(
        'This confirmation link is not valid. Please use the link in your invoice e-mail.',
      );
      const w = await work('Too Slow');
      const placed = (await checkout('slow@example.com', [w])).json() as { orderId: string };
      await runJobs();
      const token = (await linkIn(await numberOf(placed.orderId))) ?? '';
      clock.advance(31 * MINUTE);
      const late = await confirm(token);
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe('This order was not confirmed in time, so its works are no longer reserved.');
      await runJobs();
      expect((await confirm(token)).json().error).toBe(
        'This order has been cancelled, so its works are no longer reserved.',
      );
    });

    it('lets the gallery extend a hold by hand to a later day, recorded in the history', async () => {
      const w = await work('Held For A Collector');
      const { orderId } = (await checkout('flying.in@example.com', [w])).json() as { orderId: string };
      let token = await tokenFor(t.app, adminEmail, 'admin-password-1');
      const extend = (until: string) =>
        callEndpoint(t.app, adminOrderEndpoints.extendHold, { token, params: { id: orderId }, body: { until } });
      const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY).toISOString().slice(0, 10);

      const yesterday = await extend(inDays(-1));
      expect(yesterday).toMatchObject({
        status: 400,
        body: { error: 'Choose a date after the current end of the hold.' },
      });
      const tooFar = await extend(inDays(91));
      expect(tooFar).toMatchObject({
        status: 400,
        body: { error: 'A hold can be extended to at most 90 days from today.' },
      });
      expect((await extend('2026-02-31')).status).toBe(400);
      expect((await extend('next friday')).status).toBe(400);

      const day = inDays(10);
      const extended = await extend(day);
      if (extended.status !== 200) throw new Error(`extend answered ${extended.status}`);
      expect(extended.body.order.hold).toEqual({ state: 'confirmed', until: `${day}T23:59:59.999Z` });
      clock.advance(31 * MINUTE);
      await runJobs();
      expect(await forSale([w.id])).toBe(0);
      const notes = await db()
        .selectFrom('order_events')
        .select(['note', 'actor'])
        .where('order_id', '=', orderId)
        .execute();
      expect(notes).toContainEqual({
        note: expect.stringContaining('Hold extended: reserved until'),
        actor: adminEmail,
      });

      clock.advance(11 * DAY);
      await runJobs();
      expect(await order(orderId)).toMatchObject({ status: 'cancelled', hold_status: 'released' });
      token = await tokenFor(t.app, adminEmail, 'admin-password-1');
      expect(await extend(inDays(20))).toMatchObject({
        status: 409,
        body: { error: 'This order holds no works to extend the hold of.' },
      });
    });

    it('shows the hold in the back office, which can release it with a line in the history', async () => {
      const w = await work('Released by Hand');
      const { orderId } = (await checkout('by.hand@example.com', [w])).json() as { orderId: string };
      const url = urlOf(adminOrderEndpoints.get, { params: { id: orderId } });
      const release = urlOf(adminOrderEndpoints.releaseHold, { params: { id: orderId } });
      expect((await t.app.inject({ method: 'POST', url: release })).statusCode).toBe(401);
      const token = await tokenFor(t.app, adminEmail, 'admin-password-1');
      const headers = { authorization: `Bearer ${token}` };
      const detail = await t.app.inject({ method: 'GET', url, headers });
      const until = new Date(clock.now().getTime() + 30 * MINUTE).toISOString();
      expect(detail.json().order.hold).toEqual({ state: 'unconfirmed', until });
      const released = await t.app.inject({ method: 'POST', url: release, headers });
      expect(released.statusCode, released.body).toBe(200);
      expect(released.json().order).toMatchObject({ status: 'cancelled', hold: { state: 'released', until: null } });
      expect(await forSale([w.id])).toBe(1);
      const history = (await t.app.inject({ method: 'GET', url, headers })).json().history as {
        kind: string;
        actor: string;
        note: string;
      }[];
      expect(history.find((e) => e.kind === 'hold')).toMatchObject({
        kind: 'hold',
        actor: adminEmail,
        note: 'Hold released by the gallery: works released, order cancelled',
      });
      const again = await t.app.inject({ method: 'POST', url: release, headers });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('This order holds no works to release.');
      expect((await mailsTo('by.hand@example.com')).some((m) => m.text.includes('The gallery has released'))).toBe(
        true,
      );
    });
  });
}
