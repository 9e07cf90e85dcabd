import { type AdminOrder, ORDERS_TEXT, type PaymentStatus } from '@vernissage/contract';
import { inTransaction } from '../../../db/tx.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { enqueueMailOnce } from '../../../platform/mail/mail-job.ts';
import type { AdminPrincipal } from '../../admins/index.ts';
import { adminsWantingAlert } from '../../admins/index.ts';
import { sellHeld } from '../../artworks/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { findOrderItems } from '../order-repo.ts';
import { dayOf } from '../storage/storage-periods.ts';
import { paymentAlert } from './admin-mails.ts';
import { paymentStatusOf } from './admin-order-view.ts';
import { type AdminOrdersDeps, adminOrderView } from './admin-service.ts';
import { lockOrder, recordOrderEvent, updateOrderIf } from './status-repo.ts';

/** Only when another change slipped in between the read and the write (SQLite holds no row lock). */
export const CHANGED_MEANWHILE = 'This order was changed at the same time. Please reload it.';

export type PaymentStatusDeps = AdminOrdersDeps & { publicUrl: string };

/**
 * An admin sets the payment status (any value, as the selector allows). The first completion
 * marks the order's held units sold and, for a storage order, starts storage billing that day at
 * the monthly fee of that day. Every change is in the history and alerts the admins who want it.
 */
export async function setPaymentStatus(
  deps: PaymentStatusDeps,
  admin: AdminPrincipal,
  orderId: string,
  to: PaymentStatus,
): Promise<AdminOrder> {
  const settings = await getShopSettings(deps.db);
  const sold = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound(ORDERS_TEXT.notFound);
    const from = paymentStatusOf(order);
    if (from === to) return false;
    if (to === 'completed' && order.status === 'cancelled') throw new Conflict(ORDERS_TEXT.cancelledOrderPayment);
    const now = deps.clock.now();
    const at = now.toISOString();
    const firstPayment = to === 'completed' && order.paid_at === null;
    const storage = firstPayment && order.fulfillment_type === 'storage';
    const changed = await updateOrderIf(
      tx,
      orderId,
      { column: 'payment_status', from: order.payment_status },
      {
        payment_status: to,
        updated_at: at,
        ...(firstPayment ? { paid_at: at } : {}),
        ...(storage
          ? {
              storage_start_date: dayOf(now),
              storage_monthly_fee_cents: settings.storage.monthlyFeeCents,
              storage_first_month_free: settings.storage.firstMonthFree ? 1 : 0,
            }
          : {}),
      },
    );
    if (!changed) throw new Conflict(CHANGED_MEANWHILE);
    if (firstPayment) {
      // Units still held by this unpaid order become sold; a work deleted since keeps no stock.
      for (const item of await findOrderItems(tx, orderId)) {
        if (item.artwork_id) await sellHeld(tx, item.artwork_id, item.quantity);
      }
    }
    const eventAt = { orderId, from, to, actor: admin.email, at };
    await recordOrderEvent(tx, { ...eventAt, kind: 'payment_status' });
    const admins = await adminsWantingAlert(tx, 'payment_alerts');
    for (const a of admins) {
      const mail = paymentAlert(a.email, order, { from, to, actor: admin.email }, `${deps.publicUrl}/admin`);
      await enqueueMailOnce(tx, mail, deps.clock, `payment-alert:${orderId}:${at}:${to}:${a.id}`);
    }
    return firstPayment;
  });
  if (sold) deps.catalogChanged();
  return adminOrderView(deps, orderId);
}
