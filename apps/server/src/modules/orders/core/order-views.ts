import { type AdminOrder, ORDERS_TEXT } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { NotFound } from '../../../platform/errors.ts';
import { adminOrderOf, periodsOf } from './admin-order-view.ts';
import { findItemsOf, findOrder, findStoredPeriodsOf } from './order-repo.ts';
import type { OrderRow } from './order-rows.ts';
import { dayOf } from './storage-periods.ts';

/** Rows of many orders, each order's in the order given. */
export const groupByOrder = <T extends { order_id: string }>(rows: T[]): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const r of rows) map.set(r.order_id, [...(map.get(r.order_id) ?? []), r]);
  return map;
};

/** Orders as the admin API shows them: items and storage periods fetched for all ids at once. */
export async function viewsOf(deps: { db: Db; clock: Clock }, orders: OrderRow[]): Promise<AdminOrder[]> {
  const ids = orders.map((o) => o.id);
  const storageIds = orders.filter((o) => o.storage_start_date !== null).map((o) => o.id);
  const [items, periods] = await Promise.all([findItemsOf(deps.db, ids), findStoredPeriodsOf(deps.db, storageIds)]);
  const itemsBy = groupByOrder(items);
  const periodsBy = groupByOrder(periods);
  const today = dayOf(deps.clock.now());
  return orders.map((o) => adminOrderOf(o, itemsBy.get(o.id) ?? [], periodsOf(o, periodsBy.get(o.id) ?? [], today)));
}

export async function orderOrThrow(db: Db, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order) throw new NotFound(ORDERS_TEXT.notFound);
  return order;
}

export async function adminOrderView(deps: { db: Db; clock: Clock }, orderId: string): Promise<AdminOrder> {
  const [view] = await viewsOf(deps, [await orderOrThrow(deps.db, orderId)]);
  if (!view) throw new NotFound(ORDERS_TEXT.notFound);
  return view;
}
