import pino from 'pino';
import { jobRegistry } from '../src/jobs.ts';
import { sandboxProvider } from '../src/modules/payments/index.ts';
import type { Clock } from '../src/platform/clock.ts';
import { createJobWorker } from '../src/platform/jobs/worker.ts';
import type { Mailer } from '../src/platform/mail/mailer.ts';
import { noMediaFiles } from './job-fixtures.ts';
import { TEST_JWT_SECRET, type TestApp } from './test-app.ts';

export type SentMail = { to: string; replyTo: string; subject: string; text: string; pdfs: Buffer[] };

/** A mailer that keeps what it is given, for tests that read the shop's e-mails. */
export function keptMails(): { mailer: Mailer; sent: SentMail[] } {
  const sent: SentMail[] = [];
  const mailer: Mailer = {
    async send(msg) {
      const pdfs = (msg.attachments ?? []).flatMap((a) => (Buffer.isBuffer(a.content) ? [a.content] : []));
      sent.push({ to: msg.to, replyTo: msg.replyTo ?? '', subject: msg.subject, text: msg.text, pdfs });
      return { messageId: `sent-${sent.length}` };
    },
    close() {},
  };
  return { mailer, sent };
}

/** Runs every job that is due on the test app's database until none is left, with every kind registered. */
export async function drainJobs(t: TestApp, clock: Clock, mailer: Mailer): Promise<void> {
  const db = t.database.db;
  const worker = createJobWorker({
    db,
    ...jobRegistry({
      db,
      clock,
      mailer,
      publicUrl: 'http://localhost:3000',
      payments: sandboxProvider(TEST_JWT_SECRET, clock),
      mediaUrl: (key) => `/media/${key}`,
      storage: noMediaFiles,
      jwtSecret: TEST_JWT_SECRET,
      catalogChanged: () => {},
    }),
    clock,
    log: pino({ level: 'silent' }),
  });
  while ((await worker.runOnce()) > 0) {}
}
