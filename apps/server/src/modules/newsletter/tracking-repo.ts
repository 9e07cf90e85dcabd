import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';
import { newId } from '../../platform/ids.ts';
import { trackingDedupeKey } from './tracking.ts';

/**
 * Records an open or a click of an existing delivery, once per delivery (and link) and minute: a
 * repeat is an insert that the unique (delivery, dedupe key) ignores, on either database. False when
 * the delivery is gone.
 */
export async function recordEvent(db: Db, event: { deliveryId: string; at: string; url?: string }): Promise<boolean> {
  const delivery = await db
    .selectFrom('newsletter_deliveries')
    .select('id')
    .where('id', '=', event.deliveryId)
    .executeTakeFirst();
  if (!delivery) return false;
  const row = {
    id: newId(),
    delivery_id: delivery.id,
    created_at: event.at,
    dedupe_key: trackingDedupeKey(event.at, event.url),
  };
  if (event.url === undefined) {
    await db
      .insertInto('newsletter_opens')
      .values(row)
      .onConflict((oc) => oc.columns(['delivery_id', 'dedupe_key']).doNothing())
      .execute();
  } else {
    await db
      .insertInto('newsletter_clicks')
      .values({ ...row, url: event.url })
      .onConflict((oc) => oc.columns(['delivery_id', 'dedupe_key']).doNothing())
      .execute();
  }
  return true;
}

/** Deletes opens and clicks recorded before `before` (ISO); how many went. */
export async function deleteTrackingBefore(db: Db, before: string): Promise<number> {
  const opens = await db.deleteFrom('newsletter_opens').where('created_at', '<', before).executeTakeFirst();
  const clicks = await db.deleteFrom('newsletter_clicks').where('created_at', '<', before).executeTakeFirst();
  return affected(opens) + affected(clicks);
}
