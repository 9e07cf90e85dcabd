import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';

/** Storage orders whose billing has started and that are still kept (the period job's work list). */
export function findBilledStorageOrders(db: Db) {
  return db
    .selectFrom('orders')
    .select(['id', 'storage_start_date', 'storage_monthly_fee_cents'])
    .where('fulfillment_type', '=', 'storage')
    .where('storage_start_date', 'is not', null)
    .where('status', '<>', 'cancelled')
    .execute();
}

/** Opens a period unless it is already stored; true when this call stored it. */
export async function openPeriod(
  tx: Db,
  p: { orderId: string; periodStart: string; periodEnd: string; amountCents: number; paid: boolean },
): Promise<boolean> {
  const result = await tx
    .insertInto('storage_billing_periods')
    .values({
      order_id: p.orderId,
      period_start: p.periodStart,
      period_end: p.periodEnd,
      amount_cents: p.amountCents,
      status: p.paid ? 'paid' : 'pending',
    })
    .onConflict((oc) => oc.columns(['order_id', 'period_start']).doNothing())
    .executeTakeFirst();
  return affected(result) === 1;
}

/** Marks a stored period paid; false when it was paid already (or is not stored). */
export async function markPeriodPaid(tx: Db, orderId: string, periodStart: string, at: string): Promise<boolean> {
  const result = await tx
    .updateTable('storage_billing_periods')
    .set({ status: 'paid', paid_at: at })
    .where('order_id', '=', orderId)
    .where('period_start', '=', periodStart)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return affected(result) === 1;
}
