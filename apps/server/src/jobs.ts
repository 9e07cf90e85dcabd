import type { Db } from './db/connection.ts';
import { adminJobs } from './modules/admins/index.ts';
import { collectorHoldJobs } from './modules/collector-holds/index.ts';
import { consentJobs } from './modules/consent/index.ts';
import { contactJobs } from './modules/contact/index.ts';
import { newsletterJobs } from './modules/newsletter/index.ts';
import { offerJobs, offerUnits } from './modules/offers/index.ts';
import { orderJobs } from './modules/orders/index.ts';
import type { PaymentProvider } from './modules/payments/index.ts';
import { shopMail } from './modules/settings/index.ts';
import type { Clock } from './platform/clock.ts';
import { pruneKeysJob } from './platform/idempotency/prune.ts';
import { bindJobs, type RunnableJob } from './platform/jobs/define-job.ts';
import { pruneJobsJob } from './platform/jobs/prune.ts';
import { mailJob } from './platform/mail/mail-job.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { MediaStorage, MediaUrl } from './platform/media/storage.ts';

/** The services the job handlers need; each definition names the slice it uses. */
export type JobDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  /** null when the shop takes no cards (PAYMENT_PROVIDER=none). */
  payments: PaymentProvider | null;
  mediaUrl: MediaUrl;
  /** Media files: the certificates' PDFs read their work's image from here. */
  storage: Pick<MediaStorage, 'read'>;
  /** The server secret; the newsletter derives its link-signing key from it. */
  jwtSecret: string;
  /** Tells the storefront's read cache that stock changed (a released hold, a refunded late payment). */
  catalogChanged: () => void;
};

/**
 * Every job kind the worker runs, in one place: each module lists its definitions in its jobs.ts
 * and they are bound to their services here (decision 049). A new kind is one definition and one
 * entry in its module's list; a recurring one carries its calendar.
 */
export function jobRegistry(deps: JobDeps): { jobs: RunnableJob[] } {
  return {
    jobs: [
      mailJob.bind({ mailer: deps.mailer, finishMail: shopMail(deps.db) }),
      ...bindJobs([pruneJobsJob, pruneKeysJob], deps),
      ...bindJobs(adminJobs, deps),
      ...bindJobs(consentJobs, deps),
      ...bindJobs(contactJobs, deps),
      ...bindJobs(newsletterJobs, deps),
      // A card payment through an offer's link asks the offer for its unit (decision 068).
      ...bindJobs(orderJobs, { ...deps, offerUnits }),
      ...bindJobs(offerJobs, deps),
      ...bindJobs(collectorHoldJobs, deps),
    ],
  };
}
