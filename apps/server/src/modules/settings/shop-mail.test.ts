import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { createJobWorker } from '../../platform/jobs/worker.ts';
import { enqueueMail, mailJob } from '../../platform/mail/mail-job.ts';
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts';
import { shopMail } from './shop-mail.ts';

const log = pino({ level: 'silent' });
const clock = { now: () => new Date('2026-03-02T09:00:00.000Z') };
const message = { to: 'buyer@example.com', subject: 'Your invoice', text: 'Attached.' };

for (const d of dialects) {
  describe(`the sender name of every e-mail on ${d.name}`, () => {
    let t: TestDb;
    let smtp: TestSmtpServer;
    let mailer: Mailer;
    let dataDir: string;
    const store = (key: string, value: unknown) =>
      t.db
        .insertInto('shop_settings')
        .values({ key, value: JSON.stringify(value), updated_at: '2026-03-01T00:00:00.000Z' })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
        .execute();
    const sendOne = async (): Promise<string> => {
      await enqueueMail(t.db, message, clock);
      const jobs = [mailJob.bind({ mailer, finishMail: shopMail(t.db) })];
      await createJobWorker({ db: t.db, jobs, clock, log }).runOnce();
      return smtp.received.at(-1)?.raw ?? '';
    };

    beforeEach(async () => {
      t = await d.create();
      smtp = await startTestSmtpServer();
      dataDir = mkdtempSync(join(tmpdir(), 'vernissage-sender-'));
      mailer = createMailer({ smtpUrl: smtp.url, from: 'Vernissage <shop@vernissage.test>', dataDir });
    });
    afterEach(async () => {
      mailer.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
      await t.drop();
    });

    it('is the gallery name while no sender name is set, read when the mail is sent', async () => {
      expect(await sendOne()).toContain('From: Vernissage <shop@vernissage.test>');
      await store('shopName', 'Galerie Nord');
      expect(await sendOne()).toContain('From: Galerie Nord <shop@vernissage.test>');
    });

    it('goes on each of the mails sent together in one batch', async () => {
      await store('shopName', 'Galerie Nord');
      for (const to of ['a@example.com', 'b@example.com', 'c@example.com'])
        await enqueueMail(t.db, { ...message, to }, clock);
      const jobs = [mailJob.bind({ mailer, finishMail: shopMail(t.db) })];
      expect(await createJobWorker({ db: t.db, jobs, clock, log, concurrency: 8 }).runOnce()).toBe(3);
      expect(smtp.received.map((m) => m.raw)).toEqual([
        expect.stringContaining('From: Galerie Nord <shop@vernissage.test>'),
        expect.stringContaining('From: Galerie Nord <shop@vernissage.test>'),
        expect.stringContaining('From: Galerie Nord <shop@vernissage.test>'),
      ]);
    });

    it('is the sender name once set, always with the configured address', async () => {
      await store('shopName', 'Galerie Nord');
      await store('mailSenderName', 'Nord Studio');
      expect(await sendOne()).toContain('From: Nord Studio <shop@vernissage.test>');
    });
  });
}
