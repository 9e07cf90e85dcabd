import { type AdminOrder, ORDERS_TEXT, type OrderStatusBody } from '@vernissage/contract';
import { inTransaction } from '../../../db/tx.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { enqueueMailOnce } from '../../../platform/mail/mail-job.ts';
import type { AdminPrincipal } from '../../admins/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { adminOrderView } from '../core/order-views.ts';
import { lockOrder } from '../core/status-repo.ts';
import { moveOrderStatus } from '../lifecycle/order-lifecycle.ts';
import { shippedMail } from './admin-mails.ts';
import { CHANGED_MEANWHILE, type PaymentStatusDeps } from './payment-status.ts';

/**
 * An admin moves an order along its life (`moveOrderStatus`). Shipped keeps the carrier and
 * tracking number and e-mails the buyer; the history says who did it, and what was released.
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
    const to = body.status;
    const at = deps.clock.now().toISOString();
    const shipment =
      to === 'shipped' ? { carrier: body.carrier ?? null, trackingNumber: body.trackingNumber ?? null } : undefined;
    const moved = await moveOrderStatus(tx, {
      order,
      to,
      at,
      actor: admin.email,
      ...(shipment
        ? {
            with: { carrier: shipment.carrier, tracking_number: shipment.trackingNumber },
            note: [shipment.carrier, shipment.trackingNumber].filter(Boolean).join(' · '),
          }
        : {}),
    });
    if (!moved) throw new Conflict(CHANGED_MEANWHILE);
    if (shipment) {
      const mail = shippedMail(order, moved.items, shop, shipment);
      await enqueueMailOnce(tx, mail, deps.clock, `order-shipped:${orderId}`);
    }
    return moved.released;
  });
  if (released) deps.catalogChanged();
  return adminOrderView(deps, orderId);
}
