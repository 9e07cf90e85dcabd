import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/tx.ts';
import type { Clock } from '../../platform/clock.ts';
import { PermanentJobError } from '../../platform/jobs/retry.ts';
import type { JobHandler } from '../../platform/jobs/worker.ts';
import { enqueueMailOnce } from '../../platform/mail/mail-job.ts';
import { adminsWantingAlert } from '../admins/alerts.ts';
import { getPaymentDetails } from '../bank-details/service.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { getShopSettings } from '../settings/service.ts';
import { invoiceOfOrder } from './invoice-of-order.ts';
import { invoiceMail, newOrderAlert } from './order-mails.ts';
import { findOrder, findOrderItems } from './repo.ts';

const payload = z.object({ orderId: z.string().min(1) });

/**
 * After an order commits: renders its invoice PDF (here, not in the request) and queues the buyer's
 * invoice mail and each alert once per order (dedupe keys), so a retried run sends nothing twice.
 */
export function orderPlacedHandler(deps: { db: Db; clock: Clock; publicUrl: string }): JobHandler {
  return async (raw) => {
    const parsed = payload.safeParse(raw);
    if (!parsed.success) throw new PermanentJobError('orders.placed needs an orderId');
    const { orderId } = parsed.data;
    const order = await findOrder(deps.db, orderId);
    if (!order) throw new PermanentJobError(`order ${orderId} does not exist`);
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
      await enqueueMailOnce(tx, invoiceMail(invoice, pdf), deps.clock, `invoice-mail:${orderId}`);
      for (const admin of admins) {
        const alert = newOrderAlert(admin.email, invoice, fulfillment, adminUrl);
        await enqueueMailOnce(tx, alert, deps.clock, `new-order-alert:${orderId}:${admin.id}`);
      }
    });
  };
}
