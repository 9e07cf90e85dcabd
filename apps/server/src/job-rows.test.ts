import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAdmin, testClock, tokenFor } from '../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../test/catalog-fixtures.ts';
import { dialects } from '../test/databases.ts';
import { noMediaFiles } from '../test/job-fixtures.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/test-app.ts';
import { jobRegistry } from './jobs.ts';
import { createJobWorker } from './platform/jobs/worker.ts';
import { createMailer } from './platform/mail/mailer.ts';

const PASSWORD = 'correct horse battery';

for (const dialect of dialects) {
  describe(`the outbox once its mail jobs ran, on ${dialect.name}`, () => {
    let t: TestApp;
    const clock = testClock();
    const payloads = () => t.database.db.selectFrom('jobs').select(['kind', 'status', 'payload']).execute();

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
    });
    afterAll(() => t.close());

    it('keeps no invitation link, look-up code, confirm link or invoice in any row', async () => {
      await insertAdmin(t.database.db, 'owner@gallery.test', PASSWORD);
      const owner = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
      const invited = await call(t.app, {
        method: 'POST',
        url: '/api/admin/users',
        token: owner,
        payload: { email: 'guest@gallery.test', invite: true },
      });
      expect(invited.status).toBe(201);
      const artistId = await insertArtist(t.database.db);
      const id = await insertArtwork(t.database.db, { artistId, title: 'Blue Hour', price: 900 });
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/send-invoice',
        payload: {
          email: 'ada@example.com',
          fulfillmentType: 'storage',
          cart: [{ artwork: { _id: id }, format: { id: `${id}-f0` }, quantity: 1 }],
        },
      });
      expect(order.statusCode).toBe(200);
      const lookup = await t.app.inject({
        method: 'POST',
        url: '/api/orders/lookup',
        payload: { email: 'ada@example.com' },
      });
      expect(lookup.statusCode).toBe(200);

      const worker = createJobWorker({
        db: t.database.db,
        ...jobRegistry({
          db: t.database.db,
          clock,
          mailer: createMailer({ from: 'Gallery <gallery@gallery.test>', dataDir: t.dataDir, clock }),
          publicUrl: 'http://localhost:3000',
          payments: null,
          mediaUrl: (key) => `/media/${key}`,
          storage: noMediaFiles,
          jwtSecret: TEST_JWT_SECRET,
          catalogChanged: () => {},
        }),
        clock,
        log: pino({ level: 'silent' }),
      });
      const before = (await payloads()).map((r) => r.payload).join('\n');
      const link = /\/admin\/invite\/([A-Za-z0-9_-]{43})/.exec(before)?.[1];
      const code = /your code is (\d{6})/.exec(before)?.[1];
      expect(link).toBeDefined();
      expect(code).toBeDefined();

      while ((await worker.runOnce()) > 0) {}
      const rows = await payloads();
      // The invitation, the order's invoice job and its mails (invoice with PDF, alert), the code's mail.
      expect(rows.filter((r) => r.kind === 'mail.send').length).toBeGreaterThanOrEqual(3);
      for (const row of rows) {
        // Every mail went out; the order's hold-end job waits for its time, with the order's id only.
        if (row.kind === 'mail.send') expect(row.status).toBe('done');
        expect(row.payload).not.toContain(link);
        expect(row.payload).not.toContain(code);
        expect(row.payload).not.toMatch(/invite\/|orders\/confirm\/|contentBase64|your code/);
      }
    });

    it('keeps only the recipient of a mail job that failed for good, and the whole message while it may retry', async () => {
      await t.database.db.deleteFrom('jobs').execute();
      await t.app.inject({ method: 'POST', url: '/api/orders/lookup', payload: { email: 'ada@example.com' } });
      const failing = {
        send: async () => {
          throw new Error('SMTP is down');
        },
        close: () => {},
      };
      const worker = createJobWorker({
        db: t.database.db,
        ...jobRegistry({
          db: t.database.db,
          clock,
          mailer: failing,
          publicUrl: 'http://localhost:3000',
          payments: null,
          mediaUrl: (key) => `/media/${key}`,
          storage: noMediaFiles,
          jwtSecret: TEST_JWT_SECRET,
          catalogChanged: () => {},
        }),
        clock,
        log: pino({ level: 'silent' }),
      });
      const mailRow = () =>
        t.database.db
          .selectFrom('jobs')
          .select(['status', 'payload'])
          .where('kind', '=', 'mail.send')
          .executeTakeFirstOrThrow();
      await worker.runOnce();
      expect(await mailRow()).toMatchObject({ status: 'pending', payload: expect.stringContaining('your code') });
      for (let i = 0; i < 10 && (await mailRow()).status !== 'failed'; i++) {
        clock.advance(2 * 60 * 60_000);
        await worker.runOnce();
      }
      const failed = await mailRow();
      expect(failed.status).toBe('failed');
      expect(JSON.parse(failed.payload)).toEqual({ to: 'ada@example.com' });
    });
  });
}
