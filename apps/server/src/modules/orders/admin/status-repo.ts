import type { Db } from '../../../db/connection.ts';
import type { OrdersTable, Updateable } from '../../../db/schema.ts';
import { affected, lockForUpdate } from '../../../db/tx.ts';
import { newId } from '../../../platform/ids.ts';
import { insertOrderEvent } from '../order-repo.ts';

/** The order, locked for the rest of the transaction on PostgreSQL. */
export function lockOrder(tx: Db, orderId: string) {
  return lockForUpdate(tx, tx.selectFrom('orders').selectAll().where('id', '=', orderId)).executeTakeFirst();
}

/**
 * Changes the order only if `column` still holds `from` (a conditional update: two admins changing
 * the same order at once cannot both win); true when it changed.
 */
export async function updateOrderIf(
  tx: Db,
  orderId: string,
  guard: { column: 'status' | 'payment_status'; from: string },
  set: Updateable<OrdersTable>,
): Promise<boolean> {
  const result = await tx
    .updateTable('orders')
    .set(set)
    .where('id', '=', orderId)
    .where(guard.column, '=', guard.from)
    .executeTakeFirst();
  return affected(result) === 1;
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
