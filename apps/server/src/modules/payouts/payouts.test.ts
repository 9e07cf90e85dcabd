import {
  type ArtistPayouts,
  adminOrderEndpoints,
  adminPayoutEndpoints,
  COMMISSION_TEXT,
  orderEndpoints,
  PAYOUT_TEXT,
  type PayoutSummary,
  SALES_TEXT,
  type SalesOverview,
  urlOf,
} from '@vernissage/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin, testClock, tokenFor } from '../../../test/admin-fixtures.ts';
import { payByCard } from '../../../test/card-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { callEndpoint } from '../../../test/endpoint-call.ts';
import { BUYER_ADDRESS, queuedMails } from '../../../test/order-fixtures.ts';
import { textOf } from '../../../test/pdf-text.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app.ts';
import { multipart, sampleJpeg } from '../../../test/upload-fixtures.ts';
import { issueInvoiceNumber } from '../orders/index.ts';
import { sandboxProvider } from '../payments/index.ts';

const PASSWORD = 'correct horse battery';
const DAY = '2026-07-01';
const PERIOD = { from: '2026-07-01', to: '2026-07-31' };
let client = 0;
const nextClient = () => `10.67.${Math.floor(++client / 250)}.${client % 250}`;
let buyers = 0;
const nextBuyer = () => `payer${++buyers}@example.com`;

for (const dialect of dialects) {
  describe(`the artist's share on ${dialect.name}`, () => {
    let t: TestApp;
    let owner: string;
    let images: string[] = [];
    const clock = testClock(`${DAY}T09:00:00.000Z`);
    const db = () => t.database.db;
    const payments = sandboxProvider(TEST_JWT_SECRET, clock);
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = owner) =>
      t.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: nextClient(),
      });

    const artist = async (name: string, commissionRate?: number | string) => {
      const res = await as('POST', '/api/admin/artists', {
        name,
        bio: '',
        website: '',
        instagram: '',
        email: `${name.split(' ')[0]?.toLowerCase()}@studio.test`,
        country: 'Kenya',
        profileImage: '',
        ...(commissionRate === undefined ? {} : { commissionRate }),
      });
      return { status: res.statusCode, body: res.json() as { _id: string; commissionRate: number; error?: string } };
    };
    const artwork = async (artistId: string, title: string, extra: object = {}) => {
      const res = await as('POST', '/api/admin/artworks', {
        title,
        description: '',
        artist: artistId,
        price: 1000,
        medium: 'Oil on canvas',
        dimensions: '60 × 80 cm',
        formats: [{ name: 'Original', price: 1000 }],
        images,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as { _id: string; formats: { id: string }[] };
      return { id: body._id, formatId: body.formats[0]?.id ?? '' };
    };
    const buy = async (work: { id: string; formatId: string }) => {
      const res = await t.app.inject({
        method: 'POST',
        url: urlOf(orderEndpoints.sendInvoice),
        payload: {
          email: nextBuyer(),
          fulfillmentType: 'shipping',
          cart: [{ artwork: { _id: work.id }, format: { id: work.formatId }, quantity: 1 }],
          shippingAddress: BUYER_ADDRESS,
        },
        remoteAddress: nextClient(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const { orderId } = res.json() as { orderId: string };
      // The invoice job numbers it (decision 042); the test app runs no worker.
      await issueInvoiceNumber(db(), orderId);
      return orderId;
    };
    const setPayment = async (id: string, paymentStatus: 'completed' | 'partial' | 'pending') => {
      clock.advance(1000); // each move a moment after the last: the ledger's lines are in time order
      const res = await callEndpoint(t.app, adminOrderEndpoints.setPaymentStatus, {
        token: owner,
        params: { id },
        body: { paymentStatus },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const summaryOf = async (artistId: string) => {
      const res = await callEndpoint(t.app, adminPayoutEndpoints.summary, { token: owner, query: PERIOD });
      if (res.status !== 200) throw new Error(`summary: ${res.status}`);
      return (res.body as PayoutSummary).artists.find((a) => a.artistId === artistId);
    };
    const detailOf = async (artistId: string) => {
      const res = await callEndpoint(t.app, adminPayoutEndpoints.artist, {
        token: owner,
        params: { artistId },
        query: PERIOD,
      });
      if (res.status !== 200) throw new Error(`artist: ${res.status}`);
      return res.body as ArtistPayouts;
    };
    const pay = (artistId: string, body: object, token = owner) =>
      as('POST', `/api/admin/payouts/${artistId}/payouts`, body, token);

    beforeAll(async () => {
      t = await createTestApp(dialect, clock, { payments });
      await insertAdmin(db(), 'owner@gallery.test', PASSWORD);
      owner = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
      const file = multipart(await sampleJpeg());
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/admin/upload-image',
        payload: file.payload,
        headers: { ...file.headers, authorization: `Bearer ${owner}` },
      });
      images = [(upload.json() as { url: string }).url];
    });
    beforeEach(async () => {
      owner = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
    });
    afterAll(() => t.close());

    it('owes 600 of a 1,000 sale at 40%, and the line says so', async () => {
      const { body: painter } = await artist('Amara Okafor', 40);
      expect(painter.commissionRate).toBe(40);
      const orderId = await buy(await artwork(painter._id, 'Harmattan'));
      expect(await summaryOf(painter._id)).toMatchObject({ sales: 0, balance: 0 });
      await setPayment(orderId, 'completed');
      expect(await summaryOf(painter._id)).toEqual({
        artistId: painter._id,
        artistName: 'Amara Okafor',
        sales: 1,
        gross: 1000,
        commission: 400,
        artistShare: 600,
        paid: 0,
        balance: 600,
      });
      // The Sales overview splits the month's completed sales the same way (this is the first sale).
      const overview = await as('GET', '/api/admin/sales-overview?from=2026-07-01&to=2026-07-31');
      expect((overview.json() as SalesOverview).months).toEqual([
        expect.objectContaining({ month: '2026-07', commission: 400, artistShare: 600 }),
      ]);
      expect((overview.json() as SalesOverview).totals).toMatchObject({ commission: 400, artistShare: 600 });
      const detail = await detailOf(painter._id);
      expect(detail.lines).toEqual([
        {
          _id: expect.any(String),
          date: expect.stringMatching(/^2026-07-01T09:00:/),
          orderId,
          invoiceNumber: expect.stringMatching(/^INV-/),
          title: 'Harmattan',
          edition: 'Unique work',
          amount: 1000,
          rate: 40,
          commission: 400,
          artistShare: 600,
        },
      ]);
    });

    it('owes nothing on a work the gallery owns, and uses a work’s own rate over its artist’s', async () => {
      const { body: painter } = await artist('Kofi Mensah', 40);
      const owned = await buy(await artwork(painter._id, 'Bought Outright', { ownership: 'gallery' }));
      const special = await buy(await artwork(painter._id, 'Special Terms', { commissionRate: 25.5 }));
      await setPayment(owned, 'completed');
      await setPayment(special, 'completed');
      const lines = (await detailOf(painter._id)).lines.map((l) => [l.title, l.rate, l.commission, l.artistShare]);
      expect(lines).toEqual([
        ['Bought Outright', 100, 1000, 0],
        ['Special Terms', 25.5, 255, 745],
      ]);
      expect((await summaryOf(painter._id))?.balance).toBe(745);
    });

    it('reverses a paid sale when the order is cancelled or its payment leaves completed, keeping every line', async () => {
      const { body: painter } = await artist('Lena Park', 40);
      const work = await artwork(painter._id, 'First');
      const cancelled = await buy(work);
      await setPayment(cancelled, 'completed');
      clock.advance(1000);
      const res = await callEndpoint(t.app, adminOrderEndpoints.setStatus, {
        token: owner,
        params: { id: cancelled },
        body: { status: 'cancelled' },
      });
      expect(res.status).toBe(200);
      clock.advance(1000);
      const back = await buy(await artwork(painter._id, 'Second'));
      await setPayment(back, 'completed');
      await setPayment(back, 'partial');
      await setPayment(back, 'completed');
      const detail = await detailOf(painter._id);
      expect(detail.lines.map((l) => [l.title, l.amount, l.artistShare])).toEqual([
        ['First', 1000, 600],
        ['First', -1000, -600],
        ['Second', 1000, 600],
        ['Second', -1000, -600],
        ['Second', 1000, 600],
      ]);
      expect(detail.totals).toMatchObject({ sales: 1, gross: 1000, artistShare: 600, balance: 600 });
    });

    it('records a card order’s payable as the order is written, once however often the webhook comes', async () => {
      const { body: painter } = await artist('Card Artist', 20);
      const work = await artwork(painter._id, 'Paid By Card');
      const { deliverWebhook: deliver } = await payByCard(t.app, payments, work, nextBuyer());
      expect((await Promise.all([deliver(), deliver()])).map((r) => r.statusCode)).toEqual([200, 200]);
      expect((await deliver()).statusCode).toBe(200);
      const lines = (await detailOf(painter._id)).lines.map((l) => [l.title, l.amount, l.rate, l.artistShare]);
      expect(lines).toEqual([['Paid By Card', 1000, 20, 800]]);
    });

    it('never lets a ledger line be changed or removed', async () => {
      const { body: painter } = await artist('Noor Haddad', 30);
      await setPayment(await buy(await artwork(painter._id, 'Kept')), 'completed');
      const [line] = await db()
        .selectFrom('artist_payables')
        .selectAll()
        .where('artist_id', '=', painter._id)
        .execute();
      if (!line) throw new Error('no payable');
      await expect(
        db().updateTable('artist_payables').set({ share_cents: 0 }).where('id', '=', line.id).execute(),
      ).rejects.toThrow(/ledger/);
      await expect(db().deleteFrom('artist_payables').where('id', '=', line.id).execute()).rejects.toThrow(/ledger/);
      expect((await summaryOf(painter._id))?.balance).toBe(700);
    });

    it('records a payout within the balance, refuses bad amounts, and lets only one of two racing payouts pass', async () => {
      const { body: painter } = await artist('Tomás Rivera', 40);
      await setPayment(await buy(await artwork(painter._id, 'Owed')), 'completed');
      for (const amount of [0, -5, 1.234, 'ten']) {
        const res = await pay(painter._id, { amount, paidAt: DAY, reference: 'x' });
        expect(res.statusCode, String(amount)).toBe(400);
        expect(res.json()).toMatchObject({ error: PAYOUT_TEXT.amount });
      }
      expect((await pay(painter._id, { amount: 10, paidAt: '2026-02-30' })).json()).toMatchObject({
        error: PAYOUT_TEXT.paidAt,
      });
      const over = await pay(painter._id, { amount: 600.01, paidAt: DAY });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({ error: PAYOUT_TEXT.overBalance('$600.00') });

      const racing = await Promise.all([
        pay(painter._id, { amount: 400, paidAt: DAY, reference: 'Transfer A' }),
        pay(painter._id, { amount: 400, paidAt: DAY, reference: 'Transfer B' }),
      ]);
      expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const rest = await pay(painter._id, { amount: 200, paidAt: DAY, reference: 'Rest' });
      expect(rest.statusCode).toBe(201);
      const detail = await detailOf(painter._id);
      expect(detail.payouts.map((p) => p.amount).sort()).toEqual([200, 400]);
      expect(detail.payouts.map((p) => p.recordedBy)).toEqual(['owner@gallery.test', 'owner@gallery.test']);
      expect(detail.totals).toMatchObject({ paid: 600, balance: 0 });
      const stored = await db()
        .selectFrom('artist_payouts')
        .select('recorded_by')
        .where('artist_id', '=', painter._id)
        .execute();
      expect(stored.map((p) => p.recorded_by)).toEqual(['owner@gallery.test', 'owner@gallery.test']);
      expect((await pay('no-such-artist', { amount: 1, paidAt: DAY })).statusCode).toBe(404);
    });

    it('checks rates: 0 to 100 with 2 decimals, a new artist starting at the shop’s default', async () => {
      expect((await artist('Too High', 100.5)).body.error).toBe(COMMISSION_TEXT.rate);
      expect((await artist('Too Fine', 12.345)).body.error).toBe(COMMISSION_TEXT.rateDecimals);
      expect((await artist('From A Form', '35')).body.commissionRate).toBe(35);
      expect((await artist('Default Terms')).body.commissionRate).toBe(50);
    });

    it('refuses a reversed or over-long period', async () => {
      const reversed = await as('GET', '/api/admin/payouts?from=2026-07-10&to=2026-07-01');
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toMatchObject({ error: SALES_TEXT.rangeReversed });
      const long = await as('GET', '/api/admin/payouts?from=2010-01-01&to=2026-07-01');
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ error: SALES_TEXT.rangeTooLong });
    });

    it('exports the period as CSV, one row per sale or reversal', async () => {
      const { body: painter } = await artist('Csv Artist', 40);
      await setPayment(await buy(await artwork(painter._id, 'Counted, "quoted"')), 'completed');
      const res = await as('GET', `/api/admin/payouts/export.csv?from=${PERIOD.from}&to=${PERIOD.to}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const [header, ...rows] = res.body.trim().split('\r\n');
      expect(header).toBe(
        '"Date","Artist","Order","Invoice number","Title","Edition","Entry","Amount","Commission rate (%)","Commission","Artist share"',
      );
      expect(rows.find((r) => r.includes('Csv Artist'))).toMatch(
        /^"2026-07-01","Csv Artist","[^"]+","INV-[^"]+","Counted, ""quoted""","Unique work","sale","1000\.00","40\.00","400\.00","600\.00"$/,
      );
    });

    it('gives the statement as a PDF with each sale, the payouts and the balance, and e-mails it to the artist', async () => {
      const { body: painter } = await artist('Statement Artist', 40);
      const edition = await artwork(painter._id, 'Printed Matter', { limited: true, limitedCount: 10 });
      await setPayment(await buy(edition), 'completed');
      expect((await pay(painter._id, { amount: 250, paidAt: DAY, reference: 'Bank transfer 0042' })).statusCode).toBe(
        201,
      );
      const res = await as(
        'GET',
        `/api/admin/payouts/${painter._id}/statement.pdf?from=${PERIOD.from}&to=${PERIOD.to}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const { text } = await textOf(res.rawPayload);
      const flat = text.replace(/\s+/g, ' ');
      for (const part of [
        'Artist statement',
        'Statement Artist',
        'Printed Matter',
        'Edition 1/10',
        'INV-',
        '$1,000.00',
        '40%',
        '$600.00',
        'Bank transfer 0042',
        '$250.00',
        'Balance owed today',
        '$350.00',
      ]) {
        expect(flat).toContain(part);
      }
      const sent = await as('POST', `/api/admin/payouts/${painter._id}/statement`, PERIOD);
      expect(sent.json()).toEqual({ success: true, message: PAYOUT_TEXT.statementSent('statement@studio.test') });
      const mail = (await queuedMails(db())).find((m) => m.to === 'statement@studio.test');
      expect(mail?.files).toEqual([
        expect.stringMatching(/^statement-Statement-Artist-2026-07-01-to-2026-07-31\.pdf$/),
      ]);
      await db().updateTable('artists').set({ email: '' }).where('id', '=', painter._id).execute();
      const none = await as('POST', `/api/admin/payouts/${painter._id}/statement`, PERIOD);
      expect(none.statusCode).toBe(409);
      expect(none.json()).toEqual({ error: PAYOUT_TEXT.noEmail });
    });

    it('lets only Owners see the payouts', async () => {
      await insertAdmin(db(), 'clerk@gallery.test', PASSWORD);
      await db().updateTable('admins').set({ role: 'staff' }).where('email', '=', 'clerk@gallery.test').execute();
      const staff = await tokenFor(t.app, 'clerk@gallery.test', PASSWORD);
      const { body: painter } = await artist('Guarded', 40);
      for (const [method, url] of [
        ['GET', '/api/admin/payouts'],
        ['GET', '/api/admin/payouts/export.csv'],
        ['GET', `/api/admin/payouts/${painter._id}`],
        ['POST', `/api/admin/payouts/${painter._id}/payouts`],
        ['GET', `/api/admin/payouts/${painter._id}/statement.pdf`],
        ['POST', `/api/admin/payouts/${painter._id}/statement`],
      ] as const) {
        const res = await as(method, url, method === 'POST' ? { amount: 1, paidAt: DAY } : undefined, staff);
        expect(res.statusCode, url).toBe(403);
      }
    });
  });
}
