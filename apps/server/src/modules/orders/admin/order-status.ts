import { type AdminOrder, ORDER_STATUS_NEXT, ORDERS_TEXT, type OrderStatusBody } from '@vernissage/contract';
import { inTransaction } from '../../../db/tx.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { enqueueMailOnce } from '../../../platform/mail/mail-job.ts';
import type { AdminPrincipal } from '../../admins/index.ts';
import { releaseHeld } from '../../artworks/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { findOrderItems } from '../order-repo.ts';
import { shippedMail } from './admin-mails.ts';
import { orderStatusOf } from './admin-order-view.ts';
import { adminOrderView } from './admin-service.ts';
import { CHANGED_MEANWHILE, type PaymentStatusDeps } from './payment-status.ts';
import { lockOrder, recordOrderEvent, updateOrderIf } from './status-repo.ts';

/**
 * Moves an order along its life (ORDER_STATUS_NEXT). Shipped keeps the carrier and tracking number
 * and e-mails the buyer; cancelling an order not yet paid gives its held units back at once.
 */
export async function setOrderStatus(
  deps: PaymentStatusDeps,
  admin: AdminPrincipal,
  orderId: string,
  body: OrderStatusBody,
): Promise<AdminOrder> {
  const shop = await getShopSettings(deps.db);
  const released = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound(ORDERS_TEXT.notFound);
    const from = orderStatusOf(order);
    const to = body.status;
    if (!ORDER_STATUS_NEXT[from].includes(to)) throw new Conflict(ORDERS_TEXT.statusNotAllowed);
    const at = deps.clock.now().toISOString();
    const shipment =
      to === 'shipped' ? { carrier: body.carrier ?? null, trackingNumber: body.trackingNumber ?? null } : undefined;
    const set = shipment
      ? { status: to, updated_at: at, carrier: shipment.carrier, tracking_number: shipment.trackingNumber }
      : { status: to, updated_at: at };
    if (!(await updateOrderIf(tx, orderId, { column: 'status', from: order.status }, set))) {
      throw new Conflict(CHANGED_MEANWHILE);
    }
    const items = await findOrderItems(tx, orderId);
    // An unpaid order still holds its units; a paid one's are sold and stay so.
    const release = to === 'cancelled' && order.paid_at === null;
    if (release) {
      for (const item of items) if (item.artwork_id) await releaseHeld(tx, item.artwork_id, item.quantity);
    }
    const note = shipment
      ? [shipment.carrier, shipment.trackingNumber].filter(Boolean).join(' · ')
      : release
        ? 'Reserved works released'
        : '';
    await recordOrderEvent(tx, { orderId, kind: 'status', from, to, actor: admin.email, note, at });
    if (shipment) {
      await enqueueMailOnce(tx, shippedMail(order, items, shop, shipment), deps.clock, `order-shipped:${orderId}`);
    }
    return release;
  });
  if (released) deps.catalogChanged();
  return adminOrderView(deps, orderId);
}
