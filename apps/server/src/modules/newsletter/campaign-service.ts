import { randomInt } from 'node:crypto';
import {
  CAMPAIGN_NOT_FOUND,
  EVERY_MAIL_FAILED,
  type NewsletterCampaignProgress,
  NO_SUBSCRIBERS,
  type SendNewsletterBody,
} from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/tx.ts';
import { type Clock, isoNow } from '../../platform/clock.ts';
import { NotFound, Unprocessable } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { BATCH_SIZE, PARALLEL_BATCHES } from './batch-jobs.ts';
import {
  activeSubscriberEmails,
  deliveryCounts,
  findCampaign,
  insertCampaign,
  type NewDelivery,
  type NewVariant,
} from './campaign-repo.ts';
import { sanitizeNewsletterHtml } from './sanitize.ts';
import { enqueueBatch } from './send-job.ts';

export type CampaignDeps = { db: Db; clock: Clock };

/** Fisher-Yates with the system's random source: every order of the list equally likely. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Starts a campaign: sanitises each variant's HTML, deals the active subscribers out at random and
 * evenly between the variants (an A/B test), writes one pending delivery per recipient and the first batch
 * jobs, all in one transaction; the mails go out in the background.
 */
export async function startCampaign(
  { db, clock }: CampaignDeps,
  body: SendNewsletterBody,
  sentBy: string | null,
): Promise<NewsletterCampaignProgress> {
  const campaignId = newId();
  const createdAt = isoNow(clock);
  const variants: NewVariant[] = body.variants.map((v, position) => ({
    id: newId(),
    campaign_id: campaignId,
    position,
    subject: v.subject,
    message: v.message,
    html: sanitizeNewsletterHtml(v.html),
  }));
  return inTransaction(db, async (tx) => {
    const emails = shuffled(await activeSubscriberEmails(tx));
    if (emails.length === 0) throw new Unprocessable(NO_SUBSCRIBERS);
    const deliveries: NewDelivery[] = emails.map((email, i) => ({
      id: newId(),
      campaign_id: campaignId,
      variant_id: (variants[i % variants.length] as NewVariant).id,
      email,
      batch: Math.floor(i / BATCH_SIZE),
    }));
    await insertCampaign(tx, { id: campaignId, sent_by: sentBy, created_at: createdAt }, variants, deliveries);
    const batches = Math.ceil(deliveries.length / BATCH_SIZE);
    for (let batch = 0; batch < Math.min(batches, PARALLEL_BATCHES); batch += 1) {
      await enqueueBatch(tx, clock, campaignId, batch);
    }
    return { campaignId, total: deliveries.length, sent: 0, failed: 0, done: false, error: null, createdAt };
  });
}

/**
 * Where a campaign stands. Deliveries skipped because the address unsubscribed meanwhile are left
 * out of the total, so `sent + failed === total` once nothing is pending.
 */
export async function campaignProgress({ db }: CampaignDeps, campaignId: string): Promise<NewsletterCampaignProgress> {
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) throw new NotFound(CAMPAIGN_NOT_FOUND);
  const counts = await deliveryCounts(db, campaignId);
  const sent = counts.sent ?? 0;
  const failed = counts.failed ?? 0;
  const pending = counts.pending ?? 0;
  const total = sent + failed + pending;
  const done = pending === 0;
  return {
    campaignId,
    total,
    sent,
    failed,
    done,
    error: done && failed > 0 && sent === 0 ? EVERY_MAIL_FAILED : null,
    createdAt: campaign.created_at,
  };
}
