import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminOrderEndpoints,
  adminShopSettingsEndpoints,
  DEFAULT_SHOP_SETTINGS,
  orderEndpoints,
  urlOf,
} from '@vernissage/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, tokenFor } from '../../../../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { noMediaFiles } from '../../../../test/job-fixtures.ts';
import { textOf } from '../../../../test/pdf-text.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { jobRegistry } from '../../../jobs.ts';
import { createJobWorker } from '../../../platform/jobs/worker.ts';
import { createMailer, type Mailer } from '../../../platform/mail/mailer.ts';
import { createPaymentDetails } from '../../bank-details/index.ts';
import { sandboxProvider } from '../../payments/index.ts';
import { orderPlacedJob } from './order-placed-job.ts';

const log = pino({ level: 'silent' });
const clock = { now: () => new Date('2026-03-14T10:00:00Z') };

/** The base64 body of the MIME part with this content type, decoded. */
function attachment(raw: string, contentType: string): Buffer {
  const part = raw.split(/\r?\n--/).find((p) => p.toLowerCase().includes(`content-type: ${contentType}`));
  const body =
    part
      ?.split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s+/g, '') ?? '';
  return Buffer.from(body, 'base64');
}

for (const dialect of dialects) {
  describe(`the invoice after an order on ${dialect.name}`, () => {
    let t: TestApp;
    let smtp: TestSmtpServer;
    let mailer: Mailer;
    let dataDir: string;
    const numberOf = async (orderId: string) =>
      (await t.database.db.selectFrom('orders').select('invoice_number').where('id', '=', orderId).executeTakeFirst())
        ?.invoice_number;
    const drain = async (concurrency = 2) => {
      const worker = createJobWorker({
        concurrency,
        db: t.database.db,
        ...jobRegistry({
          db: t.database.db,
          clock,
          mailer,
          publicUrl: 'https://gallery.example',
          payments: sandboxProvider('test-secret', clock),
          mediaUrl: (key) => `/media/${key}`,
          storage: noMediaFiles,
          jwtSecret: 'test-secret',
          catalogChanged: () => {},
        }),
        clock,
        log,
      });
      while ((await worker.runOnce()) > 0) {}
    };

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      smtp = await startTestSmtpServer();
      dataDir = mkdtempSync(join(tmpdir(), 'vernissage-order-mail-'));
      mailer = createMailer({ smtpUrl: smtp.url, from: 'Vernissage <shop@vernissage.test>', dataDir });
      const db = t.database.db;
      await insertAdmin(db, 'owner@gallery.example', 'a-long-password');
      const quiet = await insertAdmin(db, 'quiet@gallery.example', 'a-long-password');
      await db.updateTable('admins').set({ notify_new_orders: 0 }).where('id', '=', quiet).execute();
      await createPaymentDetails(
        { db, clock },
        {
          bankName: 'First Gallery Bank',
          accountName: 'Vernissage Gallery LLC',
          accountNumber: '000123456789',
          routingNumber: '021000021',
          swiftCode: 'FGBKUS33',
          iban: '',
          bankNotificationEmail: '',
          installmentEnabled: true,
          installmentThreshold: 100,
          installmentPeriod: 30,
          installmentCount: 10,
        },
      );
    });
    afterAll(async () => {
      mailer.close();
      await smtp.close();
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('mails the buyer the PDF invoice through SMTP and alerts the admins who asked, once each', async () => {
      const artistId = await insertArtist(t.database.db, { name: 'Amara Okafor' });
      const id = await insertArtwork(t.database.db, { artistId, title: 'Harmattan', price: 4200.03 });
      const res = await t.app.inject({
        method: 'POST',
        url: urlOf(orderEndpoints.sendInvoice),
        payload: {
          email: 'wanjiru@example.com',
          fulfillmentType: 'storage',
          cart: [{ artwork: { _id: id }, format: { id: `${id}-f0` }, quantity: 1 }],
        },
      });
      expect(res.statusCode).toBe(200);
      const { orderId } = res.json();
      await drain();
      const invoiceNumber = await numberOf(orderId);
      expect(invoiceNumber).toMatch(/^INV-2026-\d{6}$/);

      const toBuyer = smtp.received.filter((m) => m.to.includes('wanjiru@example.com'));
      expect(toBuyer).toHaveLength(1);
      const raw = toBuyer[0]?.raw ?? '';
      expect(raw).toContain(`Subject: Vernissage: invoice ${invoiceNumber}`);
      expect(raw).toContain(`filename=${invoiceNumber}.pdf`);
      const text = (await textOf(attachment(raw, 'application/pdf'))).text;
      for (const expected of [
        invoiceNumber,
        'Harmattan',
        '$4,200.03',
        '000123456789',
        'April 13, 2026',
        'Or pay in 10 installments',
        '$420.01',
        '$420.00',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).toMatch(/storage\s+in\s+Kenya/);

      const alerts = smtp.received.filter((m) => !m.to.includes('wanjiru@example.com'));
      expect(alerts.map((m) => m.to)).toEqual([['owner@gallery.example']]);
      expect(alerts[0]?.raw).toContain(`New order ${invoiceNumber}`);

      // A retried run of the same job queues nothing new and keeps the order's one number.
      await orderPlacedJob.enqueue(t.database.db, { orderId }, { clock });
      await drain();
      expect(smtp.received).toHaveLength(2);
      expect(await numberOf(orderId)).toBe(invoiceNumber);
    });

    it("prints the shop's saved settings on the next invoice PDF and e-mail, without a restart", async () => {
      const token = await tokenFor(t.app, 'owner@gallery.example', 'a-long-password');
      const saved = await t.app.inject({
        method: 'PUT',
        url: urlOf(adminShopSettingsEndpoints.save),
        headers: { authorization: `Bearer ${token}` },
        payload: {
          ...DEFAULT_SHOP_SETTINGS,
          shopName: 'Galerie Nord',
          contactEmail: 'studio@nord.example',
          phone: '+254 20 555 0100',
          address: { line1: '12 Riverside Drive', city: 'Nairobi', region: '', postalCode: '00100', country: 'Kenya' },
          returnPolicy: { ...DEFAULT_SHOP_SETTINGS.returnPolicy, days: 30 },
        },
      });
      expect(saved.statusCode).toBe(200);
      const artistId = await insertArtist(t.database.db, { name: 'Wanjiru Kamau' });
      const id = await insertArtwork(t.database.db, { artistId, title: 'Rift Valley', price: 900 });
      const res = await t.app.inject({
        method: 'POST',
        url: urlOf(orderEndpoints.sendInvoice),
        payload: {
          email: 'collector@example.com',
          fulfillmentType: 'storage',
          cart: [{ artwork: { _id: id }, format: { id: `${id}-f0` }, quantity: 1 }],
        },
      });
      expect(res.statusCode).toBe(200);
      await drain();
      const raw = smtp.received.find((m) => m.to.includes('collector@example.com'))?.raw ?? '';
      // Quoted-printable folds long lines with a trailing '='.
      const body = raw.replace(/=\r?\n/g, '');
      expect(raw).toContain('From: Galerie Nord <shop@vernissage.test>');
      expect(raw).toContain(`Subject: Galerie Nord: invoice ${await numberOf(res.json().orderId)}`);
      for (const expected of [
        '12 Riverside Drive',
        'Nairobi, 00100',
        '+254 20 555 0100',
        'studio@nord.example',
        'within 30 days',
      ])
        expect(body).toContain(expected);
      const text = (await textOf(attachment(raw, 'application/pdf'))).text.replace(/\s+/g, ' ');
      for (const expected of [
        'Galerie Nord',
        '12 Riverside Drive',
        '+254 20 555 0100',
        'studio@nord.example',
        'within 30 days of delivery',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('Studio Lane');
    });

    it('invoices a batch of orders in one run: consecutive numbers, one mail each; a job for no order fails alone', async () => {
      const artistId = await insertArtist(t.database.db, { name: 'Batch Artist' });
      const orderIds: string[] = [];
      for (const i of [1, 2, 3, 4, 5]) {
        const id = await insertArtwork(t.database.db, { artistId, title: `Batch ${i}`, price: 100 * i });
        const res = await t.app.inject({
          method: 'POST',
          url: urlOf(orderEndpoints.sendInvoice),
          remoteAddress: `10.77.0.${i}`,
          payload: {
            email: `batch${i}@example.com`,
            fulfillmentType: 'storage',
            cart: [{ artwork: { _id: id }, format: { id: `${id}-f0` }, quantity: 1 }],
          },
        });
        expect(res.statusCode).toBe(200);
        orderIds.push(res.json().orderId);
      }
      const ghost = await orderPlacedJob.enqueue(t.database.db, { orderId: 'no-such-order' }, { clock });
      const mailsBefore = smtp.received.length;
      await drain(8);
      const numbers = await Promise.all(orderIds.map(numberOf));
      const serials = numbers.map((n) => Number(String(n).slice(-6))).sort((a, b) => a - b);
      expect(serials).toEqual(serials.map((_, i) => (serials[0] ?? 0) + i));
      const sent = smtp.received.slice(mailsBefore);
      for (const [i, n] of numbers.entries()) {
        const toBuyer = sent.filter((m) => m.to.includes(`batch${i + 1}@example.com`));
        expect(toBuyer.map((m) => m.raw)).toEqual([
          expect.stringMatching(new RegExp(`^Subject: .*: invoice ${n}\r?$`, 'm')),
        ]);
        expect(sent.filter((m) => m.raw.includes(`New order ${n}`))).toHaveLength(1);
      }
      expect(sent).toHaveLength(10);
      const ghostRow = await t.database.db
        .selectFrom('jobs')
        .select(['status', 'last_error'])
        .where('id', '=', ghost)
        .executeTakeFirst();
      expect(ghostRow).toEqual({ status: 'failed', last_error: expect.stringContaining('does not exist') });
    });

    it('issues no invoice for an order cancelled before its job ran; one cancelled after keeps its number', async () => {
      const artistId = await insertArtist(t.database.db, { name: 'Kofi Mensah' });
      const place = async (title: string, email: string) => {
        const id = await insertArtwork(t.database.db, { artistId, title, price: 300 });
        const res = await t.app.inject({
          method: 'POST',
          url: urlOf(orderEndpoints.sendInvoice),
          remoteAddress: `10.88.0.${title.length}`,
          payload: {
            email,
            fulfillmentType: 'storage',
            cart: [{ artwork: { _id: id }, format: { id: `${id}-f0` }, quantity: 1 }],
          },
        });
        expect(res.statusCode).toBe(200);
        return res.json().orderId as string;
      };
      const token = await tokenFor(t.app, 'owner@gallery.example', 'a-long-password');
      const release = (orderId: string) =>
        t.app.inject({
          method: 'POST',
          url: urlOf(adminOrderEndpoints.releaseHold, { params: { id: orderId } }),
          headers: { authorization: `Bearer ${token}` },
        });
      const counter = async () =>
        (
          await t.database.db.selectFrom('invoice_sequences').select('last_number').where('year', '=', 2026).execute()
        )[0]?.last_number;

      const early = await place('Released Early', 'early@example.com');
      expect((await release(early)).statusCode).toBe(200);
      const before = await counter();
      await drain();
      expect(await numberOf(early)).toBeNull();
      expect(await counter()).toBe(before);
      expect(smtp.received.filter((m) => m.to.includes('early@example.com')).map((m) => m.raw)).toEqual([
        expect.stringContaining('cancelled'),
      ]);

      const late = await place('Released Later', 'late@example.com');
      await drain();
      const number = await numberOf(late);
      expect(number).toBe(`INV-2026-${String((before ?? 0) + 1).padStart(6, '0')}`);
      expect((await release(late)).statusCode).toBe(200);
      await orderPlacedJob.enqueue(t.database.db, { orderId: late }, { clock });
      await drain();
      expect(await numberOf(late)).toBe(number);
      expect(await counter()).toBe((before ?? 0) + 1);
    });
  });
}
