import { type AdminOrder, ORDERS_TEXT, type PaymentStatus } from '@vernissage/contract';
import { inTransaction } from '../../../db/tx.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { enqueueMailOnce } from '../../../platform/mail/mail-job.ts';
import type { AdminPrincipal } from '../../admins/index.ts';
import { adminsWantingAlert } from '../../admins/index.ts';
import { getPaymentDetails } from '../../bank-details/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { paymentStatusOf } from '../core/admin-order-view.ts';
import { adminOrderView } from '../core/order-views.ts';
import { lockOrder } from '../core/status-repo.ts';
import { holdToDueDate } from '../lifecycle/hold-lifecycle.ts';
import { movePaymentStatus } from '../lifecycle/payment-lifecycle.ts';
import { paymentAlert } from './admin-mails.ts';
import type { AdminOrdersDeps } from './admin-service.ts';

/** Only when another change slipped in between the read and the write (SQLite holds no row lock). */
export const CHANGED_MEANWHILE = 'This order was changed at the same time. Please reload it.';

export type PaymentStatusDeps = AdminOrdersDeps & { publicUrl: string };

/**
 * An admin sets the payment status (any value, as the selector allows; `movePaymentStatus` applies
 * it). Setting the value it already has changes nothing. Every change is in the history and alerts
 * the admins who want it; the first payment on an order holding its works keeps them to its due date.
 */
export async function setPaymentStatus(
  deps: PaymentStatusDeps,
  admin: AdminPrincipal,
  orderId: string,
  to: PaymentStatus,
): Promise<AdminOrder> {
  const settings = await getShopSettings(deps.db);
  const bank = await getPaymentDetails(deps);
  const sold = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound(ORDERS_TEXT.notFound);
    const from = paymentStatusOf(order);
    if (from === to) return false;
    const now = deps.clock.now();
    const at = now.toISOString();
    const moved = await movePaymentStatus(tx, { order, to, now, storage: settings.storage, actor: admin.email });
    if (!moved) throw new Conflict(CHANGED_MEANWHILE);
    // A payment arrived on an order still holding its works: they stay reserved to its due date.
    if (from === 'pending' && to !== 'completed')
      await holdToDueDate(tx, order, bank, { actor: admin.email, at: now, clock: deps.clock });
    const admins = await adminsWantingAlert(tx, 'payment_alerts');
    for (const a of admins) {
      const mail = paymentAlert(a.email, order, { from, to, actor: admin.email }, `${deps.publicUrl}/admin`);
      await enqueueMailOnce(tx, mail, deps.clock, `payment-alert:${orderId}:${at}:${to}:${a.id}`);
    }
    return moved.firstPayment;
  });
  if (sold) deps.catalogChanged();
  return adminOrderView(deps, orderId);
}
