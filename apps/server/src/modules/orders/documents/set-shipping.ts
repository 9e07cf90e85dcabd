import { type AdminOrder, centStep, ORDERS_TEXT, SHIPPING_TEXT } from '@vernissage/contract';
import { z } from 'zod';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { PermanentJobError } from '../../../platform/jobs/retry.ts';
import { enqueueMailOnce } from '../../../platform/mail/mail-job.ts';
import { moneyText, toCents } from '../../../platform/money.ts';
import type { AdminPrincipal } from '../../admins/index.ts';
import { getPaymentDetails } from '../../bank-details/index.ts';
import { renderInvoicePdf } from '../../invoices/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { paymentStatusOf } from '../core/admin-order-view.ts';
import { findOrderItems } from '../core/order-repo.ts';
import { adminOrderView, orderOrThrow } from '../core/order-views.ts';
import { costsOfOrder, withShipping } from '../core/sale-costs.ts';
import { lockOrder, recordOrderEvent, updateOrderIf } from '../core/status-repo.ts';
import { invoiceOfOrder } from './invoice-of-order.ts';
import { revisedInvoiceMail } from './order-mails.ts';

export type SetShippingDeps = { db: Db; clock: Clock };

const CHANGED_MEANWHILE = 'This order was changed at the same time. Please reload it.';

/**
 * The gallery sets an order's shipping (gallery.md §6): the quote of a 'To be quoted' order, or a
 * revision, while the order is neither paid nor cancelled (409) and ships (a storage order has none).
 * The tax and total follow in the same transaction, the change goes into the history, and a job
 * mails the buyer the revised invoice. No recent sign-in: it is an everyday step of the Orders tab.
 */
export async function setOrderShipping(
  deps: SetShippingDeps,
  admin: AdminPrincipal,
  orderId: string,
  amount: number,
): Promise<AdminOrder> {
  const settings = await getShopSettings(deps.db);
  await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound(ORDERS_TEXT.notFound);
    if (order.status === 'cancelled') throw new Conflict(ORDERS_TEXT.shippingOnCancelled);
    if (paymentStatusOf(order) !== 'pending') throw new Conflict(ORDERS_TEXT.shippingOnPaid);
    if (order.fulfillment_type === 'storage') throw new Conflict(ORDERS_TEXT.shippingOnStorage);
    const cents = toCents(amount);
    if (cents % centStep(order.currency) !== 0) throw new BadRequest(ORDERS_TEXT.shippingWhole(order.currency));
    const before = costsOfOrder(order);
    const lines = (await findOrderItems(tx, orderId)).map((i) => ({
      unitPriceCents: i.unit_price_cents,
      quantity: i.quantity,
    }));
    const after = withShipping(before, lines, cents, settings.taxShipping);
    const changed = await updateOrderIf(
      tx,
      orderId,
      { status: order.status, payment_status: order.payment_status },
      {
        shipping_cents: cents,
        shipping_quoted: 0,
        tax_cents: after.taxCents,
        total_cents: after.totalCents,
        updated_at: deps.clock.now().toISOString(),
      },
    );
    if (!changed) throw new Conflict(CHANGED_MEANWHILE);
    const shown = (c: number | null) => (c === null ? SHIPPING_TEXT.toBeQuoted : moneyText(c, order.currency));
    await recordOrderEvent(tx, {
      orderId,
      kind: 'shipping',
      from: shown(before.shippingCents),
      to: shown(cents),
      actor: admin.email,
      note: `Total ${moneyText(after.totalCents, order.currency)}`,
      at: deps.clock.now().toISOString(),
    });
    await revisedInvoiceJob.enqueue(tx, { orderId }, { clock: deps.clock });
  });
  return adminOrderView(deps, orderId);
}

/** Renders the order's invoice with its new shipping and mails it to the buyer. */
export const revisedInvoiceJob = defineJob({
  kind: 'orders.revised-invoice',
  payload: z.object({ orderId: z.string().min(1) }),
  handle: async ({ orderId }, ctx, deps: SetShippingDeps) => {
    const order = await orderOrThrow(deps.db, orderId).catch((error: unknown) => {
      if (error instanceof NotFound) throw new PermanentJobError(ORDERS_TEXT.notFound);
      throw error;
    });
    const [items, shop, bank] = await Promise.all([
      findOrderItems(deps.db, orderId),
      getShopSettings(deps.db),
      getPaymentDetails(deps),
    ]);
    const invoice = invoiceOfOrder(order, items, shop, bank);
    const pdf = await renderInvoicePdf(invoice);
    await enqueueMailOnce(deps.db, revisedInvoiceMail(invoice, pdf), deps.clock, `revised-invoice:${ctx.jobId}`);
  },
});
