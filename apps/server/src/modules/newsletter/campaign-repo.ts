import type { DeliveryStatus } from '@vernissage/contract';
import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';

/** SQL for campaigns, their variants and deliveries (one delivery per recipient and campaign). */

export type NewDelivery = { id: string; campaign_id: string; variant_id: string; email: string; batch: number };
export type NewVariant = {
  id: string;
  campaign_id: string;
  position: number;
  subject: string;
  message: string;
  html: string;
};

// Rows per INSERT: far below both databases' limits on bound parameters.
const INSERT_CHUNK = 500;

export async function activeSubscriberEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select('email')
    .where('status', '=', 'subscribed')
    .execute();
  return rows.map((r) => r.email);
}

export async function insertCampaign(
  tx: Db,
  campaign: { id: string; sent_by: string | null; created_at: string },
  variants: NewVariant[],
  deliveries: NewDelivery[],
): Promise<void> {
  await tx
    .insertInto('newsletter_campaigns')
    .values({ ...campaign, status: 'sending' })
    .execute();
  await tx.insertInto('newsletter_variants').values(variants).execute();
  for (let i = 0; i < deliveries.length; i += INSERT_CHUNK) {
    const chunk = deliveries.slice(i, i + INSERT_CHUNK).map((d) => ({ ...d, status: 'pending' as const }));
    await tx.insertInto('newsletter_deliveries').values(chunk).execute();
  }
}

export async function findCampaign(db: Db, id: string) {
  return db
    .selectFrom('newsletter_campaigns')
    .select(['id', 'status', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deliveryCounts(db: Db, campaignId: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('newsletter_deliveries')
    .select((eb) => ['status', eb.fn.countAll<string | number>().as('n')])
    .where('campaign_id', '=', campaignId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function campaignVariants(db: Db, campaignId: string) {
  return db
    .selectFrom('newsletter_variants')
    .select(['id', 'position', 'subject', 'message', 'html'])
    .where('campaign_id', '=', campaignId)
    .orderBy('position')
    .execute();
}

export async function batchExists(db: Db, campaignId: string, batch: number): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_deliveries')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('batch', '=', batch)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A batch's deliveries still to send, with the recipient's current subscription. */
export async function pendingInBatch(db: Db, campaignId: string, batch: number) {
  return db
    .selectFrom('newsletter_deliveries as d')
    .leftJoin('newsletter_subscribers as s', 's.email', 'd.email')
    .select(['d.id', 'd.email', 'd.variant_id', 's.status as subscriberStatus', 's.unsubscribe_token as token'])
    .where('d.campaign_id', '=', campaignId)
    .where('d.batch', '=', batch)
    .where('d.status', '=', 'pending')
    .orderBy('d.id')
    .execute();
}

/**
 * Sets the deliveries' status in one statement, only on those still in `from` (one already moved
 * stays as it is); `delivery-lifecycle.ts` decides which moves are allowed. Answers how many moved.
 */
export async function updateDeliveriesIf(
  db: Db,
  ids: readonly string[],
  from: DeliveryStatus,
  set: { status: DeliveryStatus; sent_at: string | null; error: string | null },
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('newsletter_deliveries')
    .set(set)
    .where('id', 'in', ids)
    .where('status', '=', from)
    .executeTakeFirst();
  return affected(result);
}

/** Marks the campaign sent once no delivery is pending; true when this call did it. */
export async function finishCampaignIfDone(db: Db, campaignId: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_campaigns')
    .set({ status: 'sent' })
    .where('id', '=', campaignId)
    .where('status', '=', 'sending')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('newsletter_deliveries')
            .select('id')
            .where('campaign_id', '=', campaignId)
            .where('status', '=', 'pending'),
        ),
      ),
    )
    .executeTakeFirst();
  return affected(result) > 0;
}
