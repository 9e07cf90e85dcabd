import type { HoldStatus, OrderStatus, PaymentStatus } from '@vernissage/contract';
import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';
import { precompiled } from '../../../db/precompiled.ts';
import type { OrdersTable, Updateable } from '../../../db/schema.ts';
import { lockForUpdate } from '../../../db/tx.ts';
import { newId } from '../../../platform/ids.ts';
import { insertOrderEvent } from './order-repo.ts';

/** The order, locked for the rest of the transaction on PostgreSQL. */
export function lockOrder(tx: Db, orderId: string) {
  return lockedOrder.first(tx, orderId);
}

const lockedOrder = precompiled((tx: Db, orderId: string) =>
  lockForUpdate(tx, tx.selectFrom('orders').selectAll().where('id', '=', orderId)),
);

/** The orders, locked in id order for the rest of the transaction on PostgreSQL (one statement). */
export function lockOrders(tx: Db, orderIds: readonly string[]) {
  return lockedOrders.rows(tx, [...orderIds]);
}

const lockedOrders = precompiled((tx: Db, ids: string[]) =>
  // PostgreSQL locks the rows as the sort hands them over: in id order, as every locker of several orders does.
  lockForUpdate(tx, tx.selectFrom('orders').selectAll().where('id', 'in', ids).orderBy('id')),
);

/** The values the row must still hold for a change to apply. */
export type OrderGuard = { status?: OrderStatus; payment_status?: PaymentStatus; hold_status?: HoldStatus };

/**
 * Changes the order only if it still holds what the guard says (a conditional update: two admins
 * changing the same order at once cannot both win); true when it changed.
 */
export async function updateOrderIf(
  tx: Db,
  orderId: string,
  guard: OrderGuard,
  set: Updateable<OrdersTable>,
): Promise<boolean> {
  let q = tx.updateTable('orders').set(set).where('id', '=', orderId);
  if (guard.status !== undefined) q = q.where('status', '=', guard.status);
  if (guard.payment_status !== undefined) q = q.where('payment_status', '=', guard.payment_status);
  if (guard.hold_status !== undefined) q = q.where('hold_status', '=', guard.hold_status);
  return affected(await q.executeTakeFirst()) === 1;
}

/** One line of the order's history. */
export function recordOrderEvent(
  tx: Db,
  e: {
    orderId: string;
    kind: string;
    from: string | null;
    to: string | null;
    actor: string;
    note?: string;
    at: string;
  },
): Promise<void> {
  return insertOrderEvent(tx, {
    id: newId(),
    order_id: e.orderId,
    kind: e.kind,
    from_value: e.from,
    to_value: e.to,
    actor: e.actor,
    note: e.note ?? '',
    created_at: e.at,
  });
}
