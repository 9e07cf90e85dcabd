import type { Db } from '../../db/connection.ts';
import { newId } from '../../platform/ids.ts';

/** Records an open or a click of an existing delivery; false when the delivery is gone. */
export async function recordEvent(db: Db, event: { deliveryId: string; at: string; url?: string }): Promise<boolean> {
  const delivery = await db
    .selectFrom('newsletter_deliveries')
    .select('id')
    .where('id', '=', event.deliveryId)
    .executeTakeFirst();
  if (!delivery) return false;
  const row = { id: newId(), delivery_id: delivery.id, created_at: event.at };
  if (event.url === undefined) await db.insertInto('newsletter_opens').values(row).execute();
  else
    await db
      .insertInto('newsletter_clicks')
      .values({ ...row, url: event.url })
      .execute();
  return true;
}

/** Deletes opens and clicks recorded before `before` (ISO); how many went. */
export async function deleteTrackingBefore(db: Db, before: string): Promise<number> {
  const opens = await db.deleteFrom('newsletter_opens').where('created_at', '<', before).executeTakeFirst();
  const clicks = await db.deleteFrom('newsletter_clicks').where('created_at', '<', before).executeTakeFirst();
  return Number(opens.numDeletedRows) + Number(clicks.numDeletedRows);
}
