import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, insertAdmin, testClock, tokenFor } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { testJobs } from '../../../test/job-fixtures.ts';
import { seedSubscribers, silentLog } from '../../../test/newsletter-fixtures.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobContext } from '../../platform/jobs/define-job.ts';
import { enqueueJob } from '../../platform/jobs/enqueue.ts';
import { createJobWorker } from '../../platform/jobs/worker.ts';
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts';
import { sendBatchJob } from './send-job.ts';

const PASSWORD = 'correct horse battery';

for (const dialect of dialects) {
  describe(`a newsletter send that is interrupted on ${dialect.name}`, () => {
    const clock = testClock(new Date().toISOString());
    let t: TestApp;
    let token: string;
    let smtp: TestSmtpServer;
    let dataDir: string;
    const mailers: Mailer[] = [];
    const mailerFor = (smtpUrl: string) => {
      const mailer = createMailer({ smtpUrl, from: 'news@gallery.example', dataDir });
      mailers.push(mailer);
      return mailer;
    };
    const jobDeps = (mailer: Mailer, at: Clock = clock) => ({
      db: t.database.db,
      clock: at,
      mailer,
      publicUrl: 'http://localhost:3000',
      jwtSecret: TEST_JWT_SECRET,
    });
    const worker = (mailer: Mailer, concurrency = 2) =>
      createJobWorker({
        db: t.database.db,
        jobs: [sendBatchJob.bind(jobDeps(mailer))],
        clock,
        log: silentLog,
        pollMs: 10,
        concurrency,
      });
    const send = async () => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/admin/newsletter/send',
        token,
        payload: { subject: 'Opening night', message: 'Join us' },
      });
      return (res.body as { campaignId: string }).campaignId;
    };
    const progress = async (id: string) =>
      (await call(t.app, { method: 'GET', url: `/api/admin/newsletter/campaigns/${id}`, token })).body as {
        sent: number;
        failed: number;
        done: boolean;
        error: string | null;
      };

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      smtp = await startTestSmtpServer();
      dataDir = mkdtempSync(join(tmpdir(), 'vernissage-newsletter-'));
    });
    beforeEach(async () => {
      smtp.received.length = 0;
      await t.database.db.deleteFrom('jobs').execute();
      await t.database.db.deleteFrom('newsletter_campaigns').execute();
      await t.database.db.deleteFrom('newsletter_subscribers').execute();
    });
    afterAll(async () => {
      for (const m of mailers) m.close();
      await smtp.close();
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('delivers every mail exactly once when the worker stops half way and another one takes over', async () => {
      const emails = await seedSubscribers(t.database.db, 450);
      const id = await send();
      const first = worker(mailerFor(smtp.url), 1);
      first.start();
      while (smtp.received.length === 0) await new Promise((r) => setTimeout(r, 5));
      await first.stop();
      const halfway = await progress(id);
      expect(halfway.done).toBe(false);
      expect(halfway.sent).toBeGreaterThan(0);
      expect(halfway.sent).toBe(smtp.received.length);

      const second = worker(mailerFor(smtp.url));
      while ((await second.runOnce()) > 0) {}
      expect(await progress(id)).toMatchObject({ sent: 450, failed: 0, done: true });
      const recipients = smtp.received.map((m) => m.to.join());
      expect(recipients).toHaveLength(450);
      expect(new Set(recipients)).toEqual(new Set(emails));

      // A batch run again (a job reclaimed after a crash) finds nothing pending and sends nothing.
      const ctx = { jobId: 'x', kind: 'k', attempt: 2, maxAttempts: 8, log: silentLog };
      await sendBatchJob.handle({ campaignId: id, batch: 0 }, ctx, jobDeps(mailerFor(smtp.url)));
      expect(smtp.received).toHaveLength(450);
    });

    it('queues a few batches at a time, so another job waits for one batch at most', async () => {
      await seedSubscribers(t.database.db, 1000);
      const id = await send();
      const queued = await t.database.db.selectFrom('jobs').select('kind').where('status', '=', 'pending').execute();
      expect(queued).toHaveLength(2);
      clock.advance(1);
      await enqueueJob(t.database.db, { kind: 'probe', payload: null }, clock);
      const ran: string[] = [];
      const jobs = [sendBatchJob.bind(jobDeps(mailerFor(smtp.url))), ...testJobs({ probe: async () => {} })].map(
        (job) => ({
          ...job,
          run: (payload: unknown, ctx: JobContext) => {
            clock.advance(1);
            ran.push(job.kind);
            return job.run(payload, ctx);
          },
        }),
      );
      const one = createJobWorker({
        db: t.database.db,
        jobs,
        clock,
        log: silentLog,
        concurrency: 1,
      });
      while ((await one.runOnce()) > 0) {}
      expect(ran).toEqual([
        'newsletter.send-batch',
        'newsletter.send-batch',
        'probe',
        ...Array(3).fill('newsletter.send-batch'),
      ]);
      expect(await progress(id)).toMatchObject({ sent: 1000, done: true });
    });

    it('keeps the mails pending while the SMTP server is unreachable and sends them on a later attempt', async () => {
      await seedSubscribers(t.database.db, 3);
      const id = await send();
      const down = worker(mailerFor('smtp://127.0.0.1:9'));
      expect(await down.runOnce()).toBe(1);
      expect(await progress(id)).toMatchObject({ sent: 0, failed: 0, done: false });
      const up = worker(mailerFor(smtp.url));
      expect(await up.runOnce()).toBe(0);
      clock.advance(60_000);
      expect(await up.runOnce()).toBe(1);
      expect(await progress(id)).toMatchObject({ sent: 3, failed: 0, done: true, error: null });
      expect(smtp.received).toHaveLength(3);
    });

    it('marks what is left failed on the last attempt, with the error for the back office', async () => {
      await seedSubscribers(t.database.db, 2);
      const id = await send();
      const ctx = { jobId: 'x', kind: 'k', attempt: 8, maxAttempts: 8, log: silentLog };
      await sendBatchJob.handle({ campaignId: id, batch: 0 }, ctx, jobDeps(mailerFor('smtp://127.0.0.1:9')));
      expect(await progress(id)).toMatchObject({
        sent: 0,
        failed: 2,
        done: true,
        error: 'The mail server did not accept any newsletter.',
      });
    });
  });
}
