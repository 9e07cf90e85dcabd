import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { createJobWorker } from '../jobs/worker.ts';
import { enqueueMail, MAIL_JOB, mailJob } from './mail-job.ts';
import { createMailer, type Mailer } from './mailer.ts';

const log = pino({ level: 'silent' });
const T0 = new Date('2026-11-22T01:55:00.000Z');
const clock = { now: () => T0 };
const message = {
  to: 'buyer@example.com',
  subject: 'Invoice VN-2026-0007',
  text: 'Your invoice is attached.',
  attachments: [{ filename: 'invoice.pdf', content: Buffer.from('%PDF-1.7 invoice'), contentType: 'application/pdf' }],
};

for (const d of dialects) {
  describe(`mail through the outbox on ${d.name}`, () => {
    let t: TestDb;
    let smtp: TestSmtpServer;
    let mailer: Mailer;
    let dataDir: string;
    const worker = () => createJobWorker({ db: t.db, jobs: [mailJob.bind({ mailer })], clock, log });
    const jobRow = (id: string) => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    beforeEach(async () => {
      t = await d.create();
      smtp = await startTestSmtpServer();
      dataDir = mkdtempSync(join(tmpdir(), 'vernissage-mail-'));
      mailer = createMailer({ smtpUrl: smtp.url, from: 'Vernissage <shop@vernissage.test>', dataDir });
    });
    afterEach(async () => {
      mailer.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
      await t.drop();
    });

    it('delivers a queued message with its attachment through SMTP', async () => {
      const id = await t.db.transaction().execute((tx) => enqueueMail(tx, message, clock));
      expect(smtp.received).toHaveLength(0);
      expect(await worker().runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0]?.raw ?? '';
      expect(smtp.received[0]?.to).toEqual(['buyer@example.com']);
      expect(raw).toContain('Subject: Invoice VN-2026-0007');
      expect(raw).toContain('Your invoice is attached.');
      expect(raw).toContain('filename=invoice.pdf');
      expect(raw).toContain(Buffer.from('%PDF-1.7 invoice').toString('base64'));
      expect(raw).toContain(`Message-ID: <${id}@vernissage.test>`);
      expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
    });

    it('keeps the message queued with a later run_at when the SMTP server is down', async () => {
      await smtp.close();
      smtp = { ...smtp, close: async () => {} };
      const id = await enqueueMail(t.db, message, clock);
      expect(await worker().runOnce()).toBe(1);
      const row = await jobRow(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_by: null });
      expect(row.run_at > T0.toISOString()).toBe(true);
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    });

    it('sends the mails claimed together, each with its own Message-ID; a refused one is retried alone', async () => {
      await smtp.close();
      smtp = await startTestSmtpServer({ refuse: (address) => address === 'gone@example.com' });
      mailer.close();
      mailer = createMailer({ smtpUrl: smtp.url, from: 'Vernissage <shop@vernissage.test>', dataDir });
      const recipients = ['a@example.com', 'gone@example.com', 'b@example.com', 'c@example.com'];
      const ids: string[] = [];
      for (const to of recipients) ids.push(await enqueueMail(t.db, { ...message, to }, clock));
      const batch = createJobWorker({ db: t.db, jobs: [mailJob.bind({ mailer })], clock, log, concurrency: 8 });
      expect(await batch.runOnce()).toBe(4);
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
      for (const [i, to] of recipients.entries()) {
        const id = ids[i] as string;
        if (to === 'gone@example.com') {
          expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: 1, locked_by: null });
          expect((await jobRow(id)).last_error).toMatch(/550|unavailable/i);
        } else {
          expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, payload: JSON.stringify({ to }) });
          expect(smtp.received.find((m) => m.to[0] === to)?.raw).toContain(`Message-ID: <${id}@vernissage.test>`);
        }
      }
    });

    it('fails a malformed mail job at once instead of retrying it', async () => {
      const id = await enqueueJob(t.db, { kind: MAIL_JOB, payload: { subject: 'no recipient' } }, clock);
      await worker().runOnce();
      const row = await jobRow(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row.last_error).toContain('invalid mail.send payload');
    });
  });
}
