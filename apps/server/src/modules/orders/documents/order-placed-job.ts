import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { PermanentJobError } from '../../../platform/jobs/retry.ts';
import { enqueueMailOnce } from '../../../platform/mail/mail-job.ts';
import { adminsWantingAlert } from '../../admins/index.ts';
import { getPaymentDetails } from '../../bank-details/index.ts';
import { renderInvoicePdf } from '../../invoices/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { confirmKey, confirmToken, confirmUrl } from '../core/hold-rules.ts';
import { issueInvoiceNumber } from '../core/invoice-number.ts';
import { orderPlaced } from '../core/order-jobs.ts';
import { findOrderItems } from '../core/order-repo.ts';
import type { OrderRow } from '../core/order-rows.ts';
import { invoiceOfOrder } from './invoice-of-order.ts';
import { type HoldNotice, invoiceMail, newOrderAlert } from './order-mails.ts';

/** The invoice mail's word on the hold: the confirm link while unconfirmed, else the day it lasts until. */
function holdNotice(order: OrderRow, linkOf: (orderId: string) => string): HoldNotice | undefined {
  if (order.hold_until === null) return undefined;
  const until = new Date(order.hold_until);
  if (order.hold_status === 'unconfirmed') return { confirmUrl: linkOf(order.id), until };
  return order.hold_status === 'confirmed' ? { reservedUntil: until } : undefined;
}

/**
 * After an order commits, the invoice is issued: the order takes its invoice number if it has none
 * (a short transaction of its own, off the buyer's checkout: decision 042), then its PDF is rendered
 * (here, not in the request) and the buyer's invoice mail and each alert are queued once per order
 * (dedupe keys), so a retried run takes no second number and sends nothing twice. An order cancelled
 * before it was numbered is not invoiced.
 */
export const orderPlacedJob = defineJob({
  kind: orderPlaced.kind,
  payload: orderPlaced.payload,
  handle: async ({ orderId }, _ctx, deps: { db: Db; clock: Clock; publicUrl: string; jwtSecret: string }) => {
    const key = confirmKey(deps.jwtSecret);
    const order = await issueInvoiceNumber(deps.db, orderId);
    if (!order) throw new PermanentJobError(`order ${orderId} does not exist`);
    if (order.invoice_number === null) return;
    const [items, shop, bank, admins] = await Promise.all([
      findOrderItems(deps.db, orderId),
      getShopSettings(deps.db),
      getPaymentDetails(deps),
      adminsWantingAlert(deps.db, 'new_orders'),
    ]);
    const invoice = invoiceOfOrder(order, items, shop, bank);
    const pdf = await renderInvoicePdf(invoice);
    const fulfillment = order.fulfillment_type === 'storage' ? `storage in ${shop.storage.country}` : 'shipping';
    const adminUrl = `${deps.publicUrl}/admin`;
    await inTransaction(deps.db, async (tx) => {
      const hold = holdNotice(order, (id) => confirmUrl(deps.publicUrl, confirmToken(key, id)));
      await enqueueMailOnce(tx, invoiceMail(invoice, pdf, hold), deps.clock, `invoice-mail:${orderId}`);
      for (const admin of admins) {
        const alert = newOrderAlert(admin.email, invoice, fulfillment, adminUrl);
        await enqueueMailOnce(tx, alert, deps.clock, `new-order-alert:${orderId}:${admin.id}`);
      }
    });
  },
});
