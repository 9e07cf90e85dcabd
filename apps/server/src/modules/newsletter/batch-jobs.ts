import type { Db } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { enqueueJob } from '../../platform/jobs/enqueue.ts';

export const SEND_BATCH_JOB = 'newsletter.send-batch';
/** Recipients per outbox job: small enough that a restart repeats little, large enough to keep SMTP busy. */
export const BATCH_SIZE = 200;
/**
 * Batch jobs queued side by side (the worker's concurrency). A campaign starts this many; each batch
 * queues the one this many places further as it starts. So a newsletter never has more than a few
 * jobs waiting, and another job (an invoice mail) queued meanwhile waits for one batch at most.
 */
export const PARALLEL_BATCHES = 2;

/** Queues a batch once: the dedupe key makes a second queueing (a retried batch) a no-op. */
export async function enqueueBatch(db: Db, clock: Clock, campaignId: string, batch: number): Promise<void> {
  await enqueueJob(
    db,
    {
      kind: SEND_BATCH_JOB,
      payload: { campaignId, batch },
      dedupeKey: `newsletter:${campaignId}:${batch}`,
      maxAttempts: 8,
    },
    clock,
  );
}
