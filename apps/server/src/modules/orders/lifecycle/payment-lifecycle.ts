import { canMove, ORDERS_TEXT, PAYMENT_STATUS_NEXT, type PaymentStatus } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import { Conflict } from '../../../platform/errors.ts';
import { enqueueJobs } from '../../../platform/jobs/enqueue.ts';
import { sellEditionNumbers, sellHeld } from '../../artworks/index.ts';
import { recordSales, reverseSales } from '../../payouts/index.ts';
import { paymentStatusOf } from '../core/admin-order-view.ts';
import { certifyJob } from '../core/order-jobs.ts';
import { findOrderItems } from '../core/order-repo.ts';
import type { OrderRow } from '../core/order-rows.ts';
import { recordOrderEvent, updateOrderIf } from '../core/status-repo.ts';
import { dayOf } from '../core/storage-periods.ts';
import { soldLinesOf } from './sold-lines.ts';

export type PaymentMove = {
  /** The order as the caller read (and locked) it in this transaction. */
  order: OrderRow;
  to: PaymentStatus;
  now: Date;
  /** The shop's storage terms of the day, fixed on a storage order when it is first paid. */
  storage: { monthlyFeeCents: number; firstMonthFree: boolean };
  /** Who moved it, for the order's history. */
  actor: string;
};

/**
 * The one way an order's payment status changes, inside the caller's transaction: as
 * PAYMENT_STATUS_NEXT allows (any other value), never to completed on a cancelled order (409: its
 * units may have been sold to someone else), and only if the row still holds the status read
 * (undefined when another change slipped in). The first completion sets `paid_at`, turns the
 * order's held units into sold ones, queues its certificates of authenticity and starts a storage
 * order's billing that day at the fee of that day; going back to pending or partial never unsells
 * units or moves the storage start. Every entry into `completed` records what the artists are owed,
 * every exit reverses it (decision 067). The move writes its line in the order's history.
 */
export async function movePaymentStatus(tx: Db, move: PaymentMove): Promise<{ firstPayment: boolean } | undefined> {
  const { order, to } = move;
  const from = paymentStatusOf(order);
  if (!canMove(PAYMENT_STATUS_NEXT, from, to)) throw new Conflict(ORDERS_TEXT.statusNotAllowed);
  if (to === 'completed' && order.status === 'cancelled') throw new Conflict(ORDERS_TEXT.cancelledOrderPayment);
  const at = move.now.toISOString();
  const firstPayment = to === 'completed' && order.paid_at === null;
  const storage = firstPayment && order.fulfillment_type === 'storage';
  const changed = await updateOrderIf(
    tx,
    order.id,
    { payment_status: from },
    {
      payment_status: to,
      updated_at: at,
      ...(firstPayment ? { paid_at: at } : {}),
      ...(storage
        ? {
            storage_start_date: dayOf(move.now),
            storage_monthly_fee_cents: move.storage.monthlyFeeCents,
            storage_first_month_free: move.storage.firstMonthFree ? 1 : 0,
          }
        : {}),
    },
  );
  if (!changed) return undefined;
  await recordOrderEvent(tx, { orderId: order.id, kind: 'payment_status', from, to, actor: move.actor, at });
  // What the artists are owed follows the completed status: recorded on entering it, reversed on leaving.
  if (from === 'completed') await reverseSales(tx, order.id, at);
  if (to !== 'completed') return { firstPayment };
  const items = await findOrderItems(tx, order.id);
  await recordSales(tx, order.id, soldLinesOf(items), at);
  if (firstPayment) {
    // Units still held by this unpaid order become sold; a work deleted since keeps no stock.
    for (const item of items) {
      if (item.artwork_id) await sellHeld(tx, item.artwork_id, item.quantity);
    }
    await sellEditionNumbers(
      tx,
      items.map((i) => i.id),
    );
    // Its certificates are issued after commit, once (the dedupe key; paid_at is set only now).
    await enqueueJobs(tx, [certifyJob(order.id)], { now: () => move.now });
  }
  return { firstPayment };
}
