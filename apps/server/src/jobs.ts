import type { Db } from './db/connection.ts';
import { PRUNE_CONSENTS, pruneConsentsHandler, pruneConsentsSchedule } from './modules/consent/index.ts';
import { PRUNE_MESSAGES, pruneMessagesHandler, pruneMessagesSchedule } from './modules/contact/index.ts';
import {
  newsletterJobs,
  PRUNE_TRACKING,
  pruneTrackingHandler,
  pruneTrackingSchedule,
} from './modules/newsletter/index.ts';
import { orderJobs } from './modules/orders/index.ts';
import type { PaymentProvider } from './modules/payments/index.ts';
import { shopMail } from './modules/settings/index.ts';
import type { Clock } from './platform/clock.ts';
import { PRUNE_IDEMPOTENCY_KEYS, pruneKeysHandler, pruneKeysSchedule } from './platform/idempotency/prune.ts';
import { PRUNE_JOBS, pruneJobsHandler, pruneJobsSchedule } from './platform/jobs/prune.ts';
import type { RecurringJob } from './platform/jobs/recurring.ts';
import type { JobHandler } from './platform/jobs/worker.ts';
import { MAIL_JOB, mailJobHandler } from './platform/mail/mail-job.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { MediaUrl } from './platform/media/storage.ts';

export type JobRegistry = { handlers: Record<string, JobHandler>; recurring: RecurringJob[] };

/**
 * Every job kind the worker runs, in one place: each module exports its handlers (and the
 * calendar of its recurring jobs) and they are composed here. A new kind is one entry.
 */
export type JobDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  /** null when the shop takes no cards (PAYMENT_PROVIDER=none). */
  payments: PaymentProvider | null;
  mediaUrl: MediaUrl;
  /** The server secret; the newsletter derives its link-signing key from it. */
  jwtSecret: string;
  /** Tells the storefront's read cache that stock changed (a released hold, a refunded late payment). */
  catalogChanged: () => void;
};

export function jobRegistry(deps: JobDeps): JobRegistry {
  const orders = orderJobs(deps);
  return {
    handlers: {
      [MAIL_JOB]: mailJobHandler(deps.mailer, shopMail(deps.db)),
      [PRUNE_JOBS]: pruneJobsHandler(deps),
      [PRUNE_IDEMPOTENCY_KEYS]: pruneKeysHandler(deps),
      [PRUNE_CONSENTS]: pruneConsentsHandler(deps),
      [PRUNE_TRACKING]: pruneTrackingHandler(deps),
      [PRUNE_MESSAGES]: pruneMessagesHandler(deps),
      ...orders.handlers,
      ...newsletterJobs(deps).handlers,
    },
    recurring: [
      pruneJobsSchedule,
      pruneKeysSchedule,
      pruneConsentsSchedule,
      pruneTrackingSchedule,
      pruneMessagesSchedule,
      ...orders.recurring,
    ],
  };
}
