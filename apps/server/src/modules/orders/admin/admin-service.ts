import {
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrdersQuery,
  ORDER_EVENT_KINDS,
  ORDERS_TEXT,
  type OrderHistoryEvent,
} from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { NotFound } from '../../../platform/errors.ts';
import { toDollars } from '../../../platform/money.ts';
import { paymentsOfOrder } from '../../payments/index.ts';
import type { OrderRow } from '../documents/invoice-of-order.ts';
import { findOrder } from '../order-repo.ts';
import { dayOf } from '../storage/storage-periods.ts';
import { adminOrderOf, periodsOf } from './admin-order-view.ts';
import {
  countOrders,
  findEventsOf,
  findItemsOf,
  findOrderPage,
  findStoredPeriodsOf,
  type OrderFilter,
} from './admin-repo.ts';

export type AdminOrdersDeps = { db: Db; clock: Clock; catalogChanged: () => void };

const groupBy = <T extends { order_id: string }>(rows: T[]): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const r of rows) map.set(r.order_id, [...(map.get(r.order_id) ?? []), r]);
  return map;
};

/** Orders as the admin API shows them: items and storage periods fetched for all ids at once. */
export async function viewsOf(deps: { db: Db; clock: Clock }, orders: OrderRow[]): Promise<AdminOrder[]> {
  const ids = orders.map((o) => o.id);
  const storageIds = orders.filter((o) => o.storage_start_date !== null).map((o) => o.id);
  const [items, periods] = await Promise.all([findItemsOf(deps.db, ids), findStoredPeriodsOf(deps.db, storageIds)]);
  const itemsBy = groupBy(items);
  const periodsBy = groupBy(periods);
  const today = dayOf(deps.clock.now());
  return orders.map((o) => adminOrderOf(o, itemsBy.get(o.id) ?? [], periodsOf(o, periodsBy.get(o.id) ?? [], today)));
}

/** A page of orders, newest first, with the number of matches. */
export async function listAdminOrders(deps: { db: Db; clock: Clock }, q: AdminOrdersQuery): Promise<AdminOrderList> {
  const filter: OrderFilter = {
    email: q.email,
    fulfillmentType: q.fulfillmentType,
    paymentStatus: q.paymentStatus,
    status: q.status,
  };
  const total = await countOrders(deps.db, filter);
  if (total === 0 || q.skip >= total) return { orders: [], total };
  const page = await findOrderPage(deps.db, filter, { skip: q.skip, limit: q.limit, matches: total });
  return { orders: await viewsOf(deps, page), total };
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

const kindOf = (kind: string): OrderHistoryEvent['kind'] =>
  (ORDER_EVENT_KINDS as readonly string[]).includes(kind) ? (kind as OrderHistoryEvent['kind']) : 'status';

/** The order with its history, oldest first, and its card payments: the Order Details modal. */
export async function getAdminOrderDetail(deps: { db: Db; clock: Clock }, orderId: string): Promise<AdminOrderDetail> {
  const order = await adminOrderView(deps, orderId);
  const [events, payments] = await Promise.all([findEventsOf(deps.db, orderId), paymentsOfOrder(deps.db, orderId)]);
  return {
    order,
    history: events.map((e) => ({
      _id: e.id,
      kind: kindOf(e.kind),
      from: e.from_value,
      to: e.to_value,
      actor: e.actor,
      note: e.note,
      createdAt: e.created_at,
    })),
    payments: payments.map((p) => ({
      provider: p.provider,
      amount: toDollars(p.amount_cents),
      status: p.status,
      createdAt: p.created_at,
    })),
  };
}
