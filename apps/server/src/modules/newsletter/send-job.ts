import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { type Clock, isoNow } from '../../platform/clock.ts';
import { defineJob, type JobContext } from '../../platform/jobs/define-job.ts';
import { errorText, PermanentJobError } from '../../platform/jobs/retry.ts';
import { type Mailer, SMTP_POOL_SIZE } from '../../platform/mail/mailer.ts';
import { getShopSettings } from '../settings/index.ts';
import { PARALLEL_BATCHES } from './batch-jobs.ts';
import { batchExists, campaignVariants, finishCampaignIfDone, pendingInBatch } from './campaign-repo.ts';
import { composeNewsletter, type PreparedVariant, prepareVariant } from './compose.ts';
import { settleDeliveries } from './delivery-lifecycle.ts';
import { trackingKey, trackingLinks } from './tracking.ts';

export type NewsletterJobDeps = { db: Db; clock: Clock; mailer: Mailer; publicUrl: string; jwtSecret: string };

type Batch = { campaignId: string; batch: number };

/** One batch of a campaign's deliveries (see sendBatch). */
export const sendBatchJob = defineJob({
  kind: 'newsletter.send-batch',
  payload: z.object({ campaignId: z.string().min(1), batch: z.number().int().min(0) }),
  maxAttempts: 8,
  handle: (payload, ctx, deps: NewsletterJobDeps) => sendBatch(deps, payload, ctx),
});

/** Queues a batch once: the dedupe key makes a second queueing (a retried batch) a no-op. */
export async function enqueueBatch(db: Db, clock: Clock, campaignId: string, batch: number): Promise<void> {
  await sendBatchJob.enqueue(db, { campaignId, batch }, { clock, dedupeKey: `newsletter:${campaignId}:${batch}` });
}

/**
 * Runs `work` over `items` with at most `limit` in flight (the SMTP pool's size). After a failure no
 * new item starts, and it returns only when every started one has finished, so nothing runs on
 * unseen after it rejects.
 */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item).catch((err: unknown) => {
        failed = true;
        throw err;
      });
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, lane));
  const rejected = lanes.find((l) => l.status === 'rejected');
  if (rejected) throw rejected.reason;
}

function partition<T, S extends T>(items: readonly T[], keep: (item: T) => item is S): [S[], T[]] {
  const kept: S[] = [];
  const rest: T[] = [];
  for (const item of items) {
    if (keep(item)) kept.push(item);
    else rest.push(item);
  }
  return [kept, rest];
}

/** A 5xx answer refuses this mail for good (unknown mailbox); anything else may pass later. */
const isPermanentRefusal = (err: unknown): boolean => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Accepted deliveries are recorded in groups of this size: one commit per mail (an fsync each on
 * SQLite) would cap a send at a few dozen mails a second. A crash loses at most the unrecorded group,
 * whose mails go out once more with the same Message-ID.
 */
const RECORD_EVERY = 50;

/**
 * Sends one batch of a campaign. Only deliveries still pending are sent and each is marked sent
 * once the SMTP server accepted it, so a batch run again after a restart sends the rest, and after a
 * clean stop nothing twice. An address that unsubscribed since the send started is skipped. When
 * the server is unreachable the job throws and the outbox retries it later; on the last attempt the
 * remaining deliveries are marked failed.
 */
async function sendBatch(deps: NewsletterJobDeps, { campaignId, batch }: Batch, ctx: JobContext): Promise<void> {
  const links = trackingLinks(trackingKey(deps.jwtSecret), deps.publicUrl);
  const { db, clock, mailer } = deps;
  // The chain goes on first, so a crash here cannot stop it (the retried batch queues it again).
  const following = batch + PARALLEL_BATCHES;
  if (await batchExists(db, campaignId, following)) await enqueueBatch(db, clock, campaignId, following);
  const [variants, pending, settings] = await Promise.all([
    campaignVariants(db, campaignId),
    pendingInBatch(db, campaignId, batch),
    getShopSettings(db),
  ]);
  const prepared = new Map<string, PreparedVariant>(variants.map((v) => [v.id, prepareVariant(v)]));
  const context = { links, publicUrl: deps.publicUrl, shopName: settings.shopName };
  const lastAttempt = ctx.attempt >= ctx.maxAttempts;
  const accepted: string[] = [];
  const recordAccepted = () => settleDeliveries(db, accepted.splice(0), { status: 'sent', at: isoNow(clock) });
  // Whoever unsubscribed since the send started gets nothing.
  const [toSend, skipped] = partition(
    pending,
    (d): d is (typeof pending)[number] & { token: string } => d.subscriberStatus === 'subscribed' && d.token !== null,
  );
  await settleDeliveries(
    db,
    skipped.map((d) => d.id),
    { status: 'skipped', at: isoNow(clock) },
  );
  let retryable: unknown;
  const sendOne = async (d: (typeof toSend)[number]): Promise<void> => {
    const variant = prepared.get(d.variant_id);
    try {
      // A delivery's variant cannot go missing (foreign key); the check only satisfies the types.
      if (!variant) throw new PermanentJobError(`delivery ${d.id} has no variant`);
      await mailer.send(
        composeNewsletter(variant, { deliveryId: d.id, email: d.email, unsubscribeToken: d.token }, context),
      );
    } catch (err) {
      if (isPermanentRefusal(err) || err instanceof PermanentJobError || lastAttempt) {
        await settleDeliveries(db, [d.id], { status: 'failed', at: isoNow(clock), error: errorText(err) });
      } else {
        retryable ??= err;
      }
      return;
    }
    accepted.push(d.id);
    if (accepted.length >= RECORD_EVERY) await recordAccepted();
  };
  try {
    await eachLimited(toSend, SMTP_POOL_SIZE, sendOne);
  } finally {
    // Whatever the SMTP server accepted is recorded, even if a database write above failed.
    await recordAccepted();
  }
  if (retryable !== undefined) throw retryable;
  await finishCampaignIfDone(db, campaignId);
}
