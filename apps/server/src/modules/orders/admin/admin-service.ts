import {
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrdersQuery,
  ORDER_EVENT_KINDS,
  type OrderHistoryEvent,
} from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { toDollars } from '../../../platform/money.ts';
import { paymentsOfOrder } from '../../payments/index.ts';
import { findEventsOf } from '../core/order-repo.ts';
import { adminOrderView, viewsOf } from '../core/order-views.ts';
import { countOrders, findOrderPage, type OrderFilter } from './admin-repo.ts';

export type AdminOrdersDeps = { db: Db; clock: Clock; catalogChanged: () => void };

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
