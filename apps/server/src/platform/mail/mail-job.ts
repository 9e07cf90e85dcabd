import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { Clock } from '../clock.ts';
import { defineJob, settleEach } from '../jobs/define-job.ts';
import { enqueueJobs } from '../jobs/enqueue.ts';
import type { Mailer, MailMessage } from './mailer.ts';

// The payload is JSON, so attachment bytes travel as base64.
const mailJobPayload = z.object({
  to: z.string().min(1),
  replyTo: z.string().optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  attachments: z
    .array(z.object({ filename: z.string(), contentBase64: z.string(), contentType: z.string().optional() }))
    .optional(),
  idempotencyKey: z.string().optional(),
});
export type MailJobPayload = z.infer<typeof mailJobPayload>;

/**
 * What every message goes through at send time, after it left the queue: the one place where the
 * shop's current identity (sender name, and any notice every e-mail must carry) is applied. It is
 * read once for the mails sent together (a batch the worker claimed at once), then applied to each.
 */
export type FinishMail = () => Promise<(msg: MailMessage) => MailMessage>;
const asQueued: FinishMail = async () => (msg) => msg;

type MailDeps = { mailer: Mailer; finishMail?: FinishMail };

/** The queued message as the mailer takes it; a retry reuses the job id as its Message-ID key. */
function queuedMessage(payload: MailJobPayload, jobId: string): MailMessage {
  const { attachments, idempotencyKey, ...rest } = payload;
  return {
    ...rest,
    attachments: attachments?.map((a) => ({
      filename: a.filename,
      content: Buffer.from(a.contentBase64, 'base64'),
      contentType: a.contentType,
    })),
    idempotencyKey: idempotencyKey ?? jobId,
  };
}

/**
 * Sends a queued message: the kind services use to send mail through the outbox, so mail survives
 * restarts. A retry of the same job reuses the job id as the Message-ID key, so if the server
 * accepted the mail but the job was not marked done, the duplicate is recognisable as the same
 * message (SMTP itself offers no exactly-once delivery). Once sent, the row keeps only the
 * recipient: a body may hold an invitation link, a look-up code or an invoice (decision 043).
 * Mails claimed together are sent together, each failing or retried alone.
 */
export const mailJob = defineJob({
  kind: 'mail.send',
  payload: mailJobPayload,
  keepWhenDone: ({ to }) => ({ to }),
  handle: async (payload, ctx, deps: MailDeps) => {
    const finish = await (deps.finishMail ?? asQueued)();
    await deps.mailer.send(finish(queuedMessage(payload, ctx.jobId)));
  },
  handleBatch: async (jobs, deps) => {
    const finish = await (deps.finishMail ?? asQueued)();
    const sent = await settleEach(jobs, ({ payload, ctx }) =>
      deps.mailer.send(finish(queuedMessage(payload, ctx.jobId))),
    );
    return sent.errors;
  },
});
/** The kind's name, for tests and tools that read the outbox. */
export const MAIL_JOB = mailJob.kind;

function toMailJobPayload(msg: MailMessage): MailJobPayload {
  const { attachments, ...rest } = msg;
  return {
    ...rest,
    attachments: attachments?.map((a) => ({
      filename: a.filename,
      contentBase64: a.content.toString('base64'),
      contentType: a.contentType,
    })),
  };
}

/**
 * Queues a message; pass the service's transaction so the mail goes out if and only if
 * the business write commits. Returns the job id.
 */
export function enqueueMail(db: Db, msg: MailMessage, clock: Clock): Promise<string> {
  return mailJob.enqueue(db, toMailJobPayload(msg), { clock });
}

/**
 * Queues a message at most once per `dedupeKey` (one invoice per order, one alert per admin and
 * order), so a job that queues mails can be retried safely. Returns undefined when already queued.
 */
export function enqueueMailOnce(
  db: Db,
  msg: MailMessage,
  clock: Clock,
  dedupeKey: string,
): Promise<string | undefined> {
  return mailJob.enqueue(db, toMailJobPayload(msg), { clock, dedupeKey });
}

/** A message to queue once per `dedupeKey`, due from `runAt` (now when absent). */
export type QueuedMail = { message: MailMessage; dedupeKey: string; runAt?: Date };

/**
 * Queues several messages in one statement, each at most once per its dedupe key (as
 * `enqueueMailOnce`). Returns how many were written.
 */
export function enqueueMailsOnce(db: Db, mails: readonly QueuedMail[], clock: Clock): Promise<number> {
  const jobs = mails.map(({ message, dedupeKey, runAt }) =>
    mailJob.input(toMailJobPayload(message), { dedupeKey, ...(runAt ? { runAt } : {}) }),
  );
  return enqueueJobs(db, jobs, clock);
}
