import {
  CERTIFICATE_TEXT,
  canMove,
  type HoldStatus,
  ORDER_STATUS_NEXT,
  ORDERS_TEXT,
  type OrderStatus,
  type PaymentStatus,
} from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { OrdersTable, Updateable } from '../../../db/schema.ts';
import { Conflict } from '../../../platform/errors.ts';
import { freeEditionNumbers, releaseHeld } from '../../artworks/index.ts';
import { revokeValidOfOrder } from '../../certificates/index.ts';
import { reverseSales } from '../../payouts/index.ts';
import { orderStatusOf } from '../core/admin-order-view.ts';
import { findOrderItems } from '../core/order-repo.ts';
import type { OrderItemRow, OrderRow } from '../core/order-rows.ts';
import { recordOrderEvent, updateOrderIf } from '../core/status-repo.ts';

/** Where an order's two lifecycles start: a card order is paid when it is made, an invoice order is not. */
export const orderStart = (paid: boolean): { status: OrderStatus; payment_status: PaymentStatus } =>
  paid ? { status: 'processing', payment_status: 'completed' } : { status: 'pending', payment_status: 'pending' };

export type OrderMove = {
  /** The order as the caller read (and locked) it in this transaction. */
  order: OrderRow;
  to: OrderStatus;
  at: string;
  /** Columns that change with the status: a shipment's carrier, an ended hold. */
  with?: Updateable<OrdersTable>;
  /** An ended hold's state, which must not have changed either. */
  holdFrom?: HoldStatus;
  /** Who moved it, for the order's history. */
  actor: string;
  /** The history line's note; by default what the move did ("Reserved works released" or nothing). */
  note?: string;
  /** A move that ends the hold is recorded as the hold's end (one line, not two). */
  recordAs?: { kind: 'hold'; from: HoldStatus; to: 'released' };
};

const revokedText = (n: number): string =>
  n === 1 ? 'Its certificate of authenticity was revoked' : `Its ${n} certificates of authenticity were revoked`;

/**
 * The one way an order's status changes, inside the caller's transaction: only as ORDER_STATUS_NEXT
 * allows (409 otherwise), and only if the row still holds the status read (undefined when another
 * change slipped in). Cancelling an order not yet paid gives its held units and their edition
 * numbers back; a paid order's units and numbers stay sold, its certificates are revoked
 * ('Order cancelled') and what its artists were owed is reversed. The move writes its line in the order's history; the caller queues the mails of
 * its own occasion.
 */
export async function moveOrderStatus(
  tx: Db,
  move: OrderMove,
): Promise<{ items: OrderItemRow[]; released: boolean } | undefined> {
  const from = orderStatusOf(move.order);
  if (!canMove(ORDER_STATUS_NEXT, from, move.to)) throw new Conflict(ORDERS_TEXT.statusNotAllowed);
  const guard = move.holdFrom === undefined ? { status: from } : { status: from, hold_status: move.holdFrom };
  const set = { ...move.with, status: move.to, updated_at: move.at };
  if (!(await updateOrderIf(tx, move.order.id, guard, set))) return undefined;
  const items = await findOrderItems(tx, move.order.id);
  const released = move.to === 'cancelled' && move.order.paid_at === null;
  if (released) {
    for (const item of items) if (item.artwork_id) await releaseHeld(tx, item.artwork_id, item.quantity);
    await freeEditionNumbers(
      tx,
      items.map((i) => i.id),
    );
  }
  const paidCancelled = move.to === 'cancelled' && move.order.paid_at !== null;
  const revoked = paidCancelled
    ? await revokeValidOfOrder(tx, move.order.id, move.at, CERTIFICATE_TEXT.orderCancelled)
    : 0;
  if (paidCancelled) await reverseSales(tx, move.order.id, move.at);
  const did = released ? 'Reserved works released' : revoked > 0 ? revokedText(revoked) : '';
  await recordOrderEvent(tx, {
    orderId: move.order.id,
    kind: move.recordAs?.kind ?? 'status',
    from: move.recordAs?.from ?? from,
    to: move.recordAs?.to ?? move.to,
    actor: move.actor,
    note: move.note ?? did,
    at: move.at,
  });
  return { items, released };
}
