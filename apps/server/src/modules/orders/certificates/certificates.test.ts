import { join } from 'node:path';
import {
  type AdminCertificate,
  adminCertificateEndpoints,
  adminOrderEndpoints,
  CERTIFICATE_TEXT,
  type Certificate,
  type CustomerOrder,
  certificateEndpoints,
  orderEndpoints,
  urlOf,
} from '@vernissage/contract';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { payByCard } from '../../../../test/card-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { BUYER_ADDRESS } from '../../../../test/order-fixtures.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../../test/test-app.ts';
import { sampleJpeg } from '../../../../test/upload-fixtures.ts';
import { jobRegistry } from '../../../jobs.ts';
import { signLookupToken, tokenKeys } from '../../../platform/auth/tokens.ts';
import { createJobWorker } from '../../../platform/jobs/worker.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { createLocalStorage } from '../../../platform/media/storage.ts';
import { SUDO_MS } from '../../admins/index.ts';
import { sandboxProvider } from '../../payments/index.ts';

const PASSWORD = 'correct horse battery';
let buyers = 0;
/** A buyer of their own per order: the shop caps invoices per address and hour. */
const nextBuyer = () => `collector${++buyers}@example.com`;
let client = 0;
const nextClient = () => `10.66.${Math.floor(++client / 250)}.${client % 250}`;
type Work = { id: string; formatId: string };
type Sent = { to: string; subject: string; text: string; html: string; files: { name: string; bytes: Buffer }[] };

for (const dialect of dialects) {
  describe(`certificates of authenticity on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    let artistId: string;
    const clock = testClock('2026-07-01T09:00:00.000Z');
    const db = () => t.database.db;
    const payments = sandboxProvider(TEST_JWT_SECRET, clock);
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextClient() });

    const work = async (title: string, edition?: number): Promise<Work> => {
      const id = await insertArtwork(db(), { artistId, title, price: 900, ...(edition ? { edition } : {}) });
      return { id, formatId: `${id}-f0` };
    };
    const buy = async (email: string, lines: [Work, number][]) => {
      const res = await post(urlOf(orderEndpoints.sendInvoice), {
        email,
        fulfillmentType: 'shipping',
        cart: lines.map(([w, quantity]) => ({ artwork: { _id: w.id }, format: { id: w.formatId }, quantity })),
        shippingAddress: BUYER_ADDRESS,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { orderId: string }).orderId;
    };
    const setPayment = async (id: string, paymentStatus: 'completed' | 'pending' | 'partial') => {
      const res = await callEndpoint(t.app, adminOrderEndpoints.setPaymentStatus, {
        token,
        params: { id },
        body: { paymentStatus },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const cancel = (id: string) =>
      callEndpoint(t.app, adminOrderEndpoints.setStatus, { token, params: { id }, body: { status: 'cancelled' } });
    const certificatesOf = async (id: string): Promise<AdminCertificate[]> => {
      const res = await callEndpoint(t.app, adminCertificateEndpoints.listOfOrder, { token, params: { id } });
      if (res.status !== 200) throw new Error(`certificates of ${id}: ${res.status}`);
      return res.body;
    };
    const lookUp = (code: string, remoteAddress = nextClient()) =>
      t.app.inject({ method: 'GET', url: `/api/certificates/${encodeURIComponent(code)}`, remoteAddress });
    const history = async (id: string) => {
      const res = await callEndpoint(t.app, adminOrderEndpoints.get, { token, params: { id } });
      if (res.status !== 200) throw new Error(`order ${id}: ${res.status}`);
      return res.body.history;
    };

    const sent: Sent[] = [];
    const mailer: Mailer = {
      async send(msg) {
        const files = (msg.attachments ?? []).flatMap((a) =>
          Buffer.isBuffer(a.content) ? [{ name: a.filename ?? '', bytes: a.content }] : [],
        );
        sent.push({ to: msg.to, subject: msg.subject, text: msg.text, html: msg.html ?? '', files });
        return { messageId: `sent-${sent.length}` };
      },
      close() {},
    };
    const runJobs = async () => {
      const worker = createJobWorker({
        db: db(),
        ...jobRegistry({
          db: db(),
          clock,
          mailer,
          publicUrl: 'http://localhost:3000',
          payments,
          mediaUrl: (key) => `/media/${key}`,
          storage: createLocalStorage(join(t.dataDir, 'media')),
          jwtSecret: TEST_JWT_SECRET,
          catalogChanged: () => {},
        }),
        clock,
        log: pino({ level: 'silent' }),
      });
      while ((await worker.runOnce()) > 0) {}
    };
    const certificateMails = () => sent.filter((m) => m.subject.startsWith('Certificate of authenticity: '));

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(db(), 'curator@gallery.test', PASSWORD);
      artistId = await insertArtist(db(), { name: 'Kenji Mori' });
    });
    // The clock moves on from test to test: a fresh sign-in each time (recent, for revoke and reissue).
    beforeEach(async () => {
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      sent.length = 0;
    });
    afterAll(() => t.close());

    it('issues one certificate per unit, once, when an admin completes the payment, and mails each line’s', async () => {
      const print = await work('Harbour at Dusk', 10);
      const painting = await work('Red Field');
      const buyer = nextBuyer();
      const orderId = await buy(buyer, [
        [print, 2],
        [painting, 1],
      ]);
      await runJobs();
      expect(await certificatesOf(orderId)).toEqual([]);

      await setPayment(orderId, 'completed');
      await setPayment(orderId, 'partial');
      await setPayment(orderId, 'completed');
      await runJobs();
      await runJobs();
      const certificates = await certificatesOf(orderId);
      expect(certificates.map((c) => [c.title, c.edition, c.status]).sort()).toEqual([
        ['Harbour at Dusk', { number: 1, size: 10 }, 'valid'],
        ['Harbour at Dusk', { number: 2, size: 10 }, 'valid'],
        ['Red Field', null, 'valid'],
      ]);
      for (const c of certificates) {
        expect(c.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect(c.code).not.toContain(orderId);
        expect(c.url).toBe(`http://localhost:3000/certificates/${c.code}`);
      }
      expect(new Set(certificates.map((c) => c.code)).size).toBe(3);

      const mails = certificateMails();
      expect(mails.map((m) => m.subject).sort()).toEqual([
        'Certificate of authenticity: Harbour at Dusk',
        'Certificate of authenticity: Red Field',
      ]);
      const printMail = mails.find((m) => m.subject.endsWith('Harbour at Dusk'));
      expect(printMail?.to).toBe(buyer);
      expect(printMail?.files.map((f) => f.name).sort()).toEqual(
        certificates
          .filter((c) => c.title === 'Harbour at Dusk')
          .map((c) => `certificate-${c.code}.pdf`)
          .sort(),
      );
      for (const file of printMail?.files ?? []) expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      for (const c of certificates.filter((c) => c.title === 'Harbour at Dusk')) {
        expect(printMail?.text).toContain(`Edition ${c.edition?.number}/10: ${c.url}`);
        expect(printMail?.html).toContain(`href="${c.url}"`);
      }
    });

    it('shows anyone with the code the work and its status, and never the buyer or the price', async () => {
      const print = await work('Salt Road', 25);
      await db()
        .updateTable('artworks')
        .set({ dimensions: '50 × 70 cm', year: 2021 })
        .where('id', '=', print.id)
        .execute();
      await db()
        .insertInto('artwork_provenance')
        .values([
          { artwork_id: print.id, position: 0, date: '2021', text: 'Printed in the artist’s studio, Kyoto', public: 1 },
          { artwork_id: print.id, position: 1, date: '2022', text: 'Private note: consigned by Mr Tanaka', public: 0 },
        ])
        .execute();
      const buyer = nextBuyer();
      const orderId = await buy(buyer, [[print, 1]]);
      await setPayment(orderId, 'completed');
      await runJobs();
      const [issued] = await certificatesOf(orderId);
      if (!issued) throw new Error('no certificate');

      const res = await lookUp(issued.code);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      const body = res.json() as Certificate;
      expect(body).toEqual({
        code: issued.code,
        status: 'valid',
        title: 'Salt Road',
        artistName: 'Kenji Mori',
        year: 2021,
        medium: 'Oil on canvas',
        dimensions: '50 × 70 cm',
        format: 'Original',
        edition: { number: 1, size: 25 },
        image: expect.objectContaining({ url: expect.stringContaining('/media/') }),
        issuedAt: '2026-07-01T09:00:00.000Z',
        galleryName: expect.any(String),
        revokedAt: null,
        reason: null,
        provenance: [{ date: '2021', text: 'Printed in the artist’s studio, Kyoto' }],
      });
      const whole = res.body;
      for (const secret of [buyer, 'collector', 'Wanjiru', 'Riverside', 'Nairobi', '+254', '00100', '900', orderId]) {
        expect(whole).not.toContain(secret);
      }
      expect(whole).not.toContain('Tanaka');
    });

    it('answers an unknown or malformed code exactly as it answers any unknown one, and limits lookups', async () => {
      const unknown = await lookUp('AAAAAAAAAAAAAAAAAAAAAA');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: CERTIFICATE_TEXT.notFound });
      for (const code of ['x', "' or 1=1 --", '%00', 'é'.repeat(40), '../../etc/passwd']) {
        const res = await lookUp(code);
        expect(res.statusCode, code).toBe(404);
        expect(res.body, code).toBe(unknown.body);
      }
      const one = nextClient();
      const answers = [];
      for (let i = 0; i < 40; i += 1) answers.push((await lookUp(`guess${i}`, one)).statusCode);
      expect(answers.filter((s) => s === 404)).toHaveLength(30);
      expect(answers.filter((s) => s === 429)).toHaveLength(10);
    });

    it('revokes with a reason after a recent sign-in, says so publicly, records it, and refuses twice', async () => {
      const orderId = await buy(nextBuyer(), [[await work('Quiet Water'), 1]]);
      await setPayment(orderId, 'completed');
      await runJobs();
      const [issued] = await certificatesOf(orderId);
      if (!issued) throw new Error('no certificate');
      const revoke = (reason: unknown) =>
        callEndpoint(t.app, adminCertificateEndpoints.revoke, {
          token,
          params: { code: issued.code },
          body: { reason: reason as string },
        });

      expect((await revoke('   ')).body).toMatchObject({ error: CERTIFICATE_TEXT.reasonRequired });
      expect((await revoke('x'.repeat(501))).body).toMatchObject({ error: CERTIFICATE_TEXT.reasonTooLong });
      expect((await lookUp(issued.code)).json()).toMatchObject({ status: 'valid' });

      clock.advance(SUDO_MS + 1000);
      const stale = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      clock.advance(SUDO_MS + 1000);
      const late = await callEndpoint(t.app, adminCertificateEndpoints.revoke, {
        token: stale,
        params: { code: issued.code },
        body: { reason: 'Too late' },
      });
      expect(late.status).toBe(403);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);

      const done = await revoke('Signed by someone else');
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ code: issued.code, status: 'revoked', reason: 'Signed by someone else' });
      const shown = (await lookUp(issued.code)).json() as Certificate;
      expect(shown).toMatchObject({ status: 'revoked', reason: 'Signed by someone else' });
      expect(shown.revokedAt).toBe(clock.now().toISOString());
      expect((await revoke('Again')).status).toBe(409);
      const line = (await history(orderId)).find((e) => e.kind === 'certificate');
      expect(line).toMatchObject({ from: 'valid', to: 'revoked', actor: 'curator@gallery.test' });
      expect(line?.note).toBe(`${issued.code}: Signed by someone else`);
    });

    it('reissues under a new code: the old one says it was replaced, the new one is mailed', async () => {
      const print = await work('Night Ferry', 5);
      const orderId = await buy(nextBuyer(), [[print, 1]]);
      await setPayment(orderId, 'completed');
      await runJobs();
      const [old] = await certificatesOf(orderId);
      if (!old) throw new Error('no certificate');
      // The work's description is corrected before the reissue: the new certificate carries it.
      await db().updateTable('artworks').set({ medium: 'Archival pigment print' }).where('id', '=', print.id).execute();
      sent.length = 0;

      const res = await callEndpoint(t.app, adminCertificateEndpoints.reissue, { token, params: { code: old.code } });
      expect(res.status).toBe(200);
      if (res.status !== 200) return;
      const fresh = res.body;
      expect(fresh.code).not.toBe(old.code);
      expect(fresh).toMatchObject({ status: 'valid', edition: old.edition, medium: 'Archival pigment print' });
      expect((await lookUp(old.code)).json()).toMatchObject({ status: 'superseded', revokedAt: null, reason: null });
      expect((await certificatesOf(orderId)).map((c) => c.status).sort()).toEqual(['superseded', 'valid']);
      expect(
        (await callEndpoint(t.app, adminCertificateEndpoints.reissue, { token, params: { code: old.code } })).status,
      ).toBe(409);
      await runJobs();
      expect(certificateMails().map((m) => m.files.map((f) => f.name))).toEqual([[`certificate-${fresh.code}.pdf`]]);
      expect((await history(orderId)).find((e) => e.kind === 'certificate')).toMatchObject({
        to: 'superseded',
        note: `${old.code} replaced by ${fresh.code}`,
      });

      sent.length = 0;
      const resent = await callEndpoint(t.app, adminCertificateEndpoints.resend, {
        token,
        params: { code: fresh.code },
      });
      expect(resent.body).toEqual({ success: true, message: CERTIFICATE_TEXT.resent });
      expect(
        (await callEndpoint(t.app, adminCertificateEndpoints.resend, { token, params: { code: old.code } })).status,
      ).toBe(409);
      await runJobs();
      expect(certificateMails()).toHaveLength(1);
      const pdf = await t.app.inject({
        method: 'GET',
        url: urlOf(adminCertificateEndpoints.pdf, { params: { code: old.code } }),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="certificate-${old.code}.pdf"`);
    });

    it('revokes a paid order’s certificates when it is cancelled, and issues none for one cancelled first', async () => {
      const paidFirst = await buy(nextBuyer(), [[await work('Two Boats'), 1]]);
      await setPayment(paidFirst, 'completed');
      await runJobs();
      expect((await cancel(paidFirst)).status).toBe(200);
      const [revoked] = await certificatesOf(paidFirst);
      expect(revoked).toMatchObject({ status: 'revoked', reason: CERTIFICATE_TEXT.orderCancelled });

      // Paid, then cancelled before the job ran: nothing is issued afterwards.
      const cancelledFirst = await buy(nextBuyer(), [[await work('Low Tide'), 1]]);
      await setPayment(cancelledFirst, 'completed');
      expect((await cancel(cancelledFirst)).status).toBe(200);
      sent.length = 0;
      await runJobs();
      expect(await certificatesOf(cancelledFirst)).toEqual([]);
      expect(certificateMails()).toEqual([]);
    });

    it('certifies a card order once, however often the webhook is delivered', async () => {
      const w = await work('Paper Moon');
      const { draftId: draft_id, deliverWebhook: deliver } = await payByCard(t.app, payments, w, 'card@example.com');
      const answers = await Promise.all([deliver(), deliver()]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      await runJobs();
      expect((await deliver()).statusCode).toBe(200);
      await runJobs();
      const orders = await db().selectFrom('orders').select('id').where('draft_id', '=', draft_id).execute();
      expect(orders).toHaveLength(1);
      const certificates = await certificatesOf(orders[0]?.id ?? '');
      expect(certificates).toHaveLength(1);
      expect(certificateMails().filter((m) => m.to === 'card@example.com')).toHaveLength(1);
    });

    it('offers the buyer’s verified order list each valid certificate, and its PDF to that address only', async () => {
      const buyer = 'lister@example.com';
      const print = await work('Cedar', 3);
      const orderId = await buy(buyer, [[print, 2]]);
      await setPayment(orderId, 'completed');
      await runJobs();
      const issued = await certificatesOf(orderId);
      const lookupToken = await signLookupToken(tokenKeys(TEST_JWT_SECRET, clock), buyer);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/orders?email=${encodeURIComponent(buyer)}`,
        headers: { authorization: `Bearer ${lookupToken}` },
        remoteAddress: nextClient(),
      });
      expect(list.statusCode).toBe(200);
      const [order] = list.json() as CustomerOrder[];
      expect(order?.items[0]?.certificates.map((c) => c.editionNumber).sort()).toEqual([1, 2]);
      expect(order?.items[0]?.certificates.map((c) => c.code).sort()).toEqual(issued.map((c) => c.code).sort());

      const [first] = issued;
      if (!first) throw new Error('no certificate');
      const pdfFor = (bearer?: string) =>
        t.app.inject({
          method: 'GET',
          url: urlOf(certificateEndpoints.customerPdf, { params: { code: first.code } }),
          ...(bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {}),
          remoteAddress: nextClient(),
        });
      const own = await pdfFor(lookupToken);
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await pdfFor()).statusCode).toBe(401);
      const stranger = await signLookupToken(tokenKeys(TEST_JWT_SECRET, clock), 'someone@example.com');
      const refused = await pdfFor(stranger);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: CERTIFICATE_TEXT.notFound });
    });

    it('puts the work’s stored image in the PDF’s document', async () => {
      const id = await insertArtwork(db(), { artistId, title: 'With Image', price: 900 });
      await createLocalStorage(join(t.dataDir, 'media')).put(
        `m${id}/800.jpg`,
        await sampleJpeg(800, 1000),
        'image/jpeg',
      );
      const orderId = await buy(nextBuyer(), [[{ id, formatId: `${id}-f0` }, 1]]);
      await setPayment(orderId, 'completed');
      await runJobs();
      const [issued] = await certificatesOf(orderId);
      if (!issued) throw new Error('no certificate');
      const withImage = await t.app.inject({
        method: 'GET',
        url: urlOf(adminCertificateEndpoints.pdf, { params: { code: issued.code } }),
        headers: { authorization: `Bearer ${token}` },
      });
      // The JPEG is embedded as an image XObject with the rendition's size.
      expect(withImage.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 800/);
    });
  });
}
