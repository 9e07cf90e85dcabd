import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { Clock } from '../clock.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { PermanentJobError } from '../jobs/retry.ts';
import type { JobHandler } from '../jobs/worker.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** The job kind services use to send mail through the outbox, so mail survives restarts. */
export const MAIL_JOB = 'mail.send';

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

export function toMailJobPayload(msg: MailMessage): MailJobPayload {
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
  return enqueueJob(db, { kind: MAIL_JOB, payload: toMailJobPayload(msg) }, clock);
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
  return enqueueJob(db, { kind: MAIL_JOB, payload: toMailJobPayload(msg), dedupeKey }, clock);
}

/**
 * What every message goes through at send time, after it left the queue: the one place where the
 * shop's current identity (sender name, and any notice every e-mail must carry) is applied.
 */
export type FinishMail = (msg: MailMessage) => Promise<MailMessage>;
const asQueued: FinishMail = async (msg) => msg;

/**
 * Sends a queued message. A retry of the same job reuses the job id as the Message-ID key,
 * so if the server accepted the mail but the job was not marked done, the duplicate is
 * recognisable as the same message (SMTP itself offers no exactly-once delivery).
 */
export function mailJobHandler(mailer: Mailer, finish: FinishMail = asQueued): JobHandler {
  return async (payload, ctx) => {
    const parsed = mailJobPayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError(`invalid ${MAIL_JOB} payload: ${parsed.error.message}`);
    const { attachments, idempotencyKey, ...rest } = parsed.data;
    const message = await finish({
      ...rest,
      attachments: attachments?.map((a) => ({
        filename: a.filename,
        content: Buffer.from(a.contentBase64, 'base64'),
        contentType: a.contentType,
      })),
      idempotencyKey: idempotencyKey ?? ctx.jobId,
    });
    await mailer.send(message);
  };
}
