import { ORDERS_TEXT } from '@vernissage/contract';
import { z } from 'zod';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { NotFound } from '../../../platform/errors.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { PermanentJobError } from '../../../platform/jobs/retry.ts';
import { enqueueMailOnce } from '../../../platform/mail/mail-job.ts';
import type { AdminPrincipal } from '../../admins/index.ts';
import { getPaymentDetails } from '../../bank-details/index.ts';
import type { InvoiceDocument } from '../../invoices/index.ts';
import { renderInvoicePdf } from '../../invoices/index.ts';
import { paymentsOfOrder } from '../../payments/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { orderOwedCents, paymentStatusOf, periodsOf } from '../core/admin-order-view.ts';
import { capital } from '../core/mail-text.ts';
import { findOrderItems, findStoredPeriodsOf } from '../core/order-repo.ts';
import { orderOrThrow } from '../core/order-views.ts';
import { recordOrderEvent } from '../core/status-repo.ts';
import { dayOf, owedCents } from '../core/storage-periods.ts';
import { invoiceOfOrder } from './invoice-of-order.ts';
import { statementMail } from './order-mails.ts';

export type StatementDeps = { db: Db; clock: Clock };

/** The order's invoice as of today: marked paid once payment is complete, with its account. */
export async function orderStatement(
  deps: StatementDeps,
  orderId: string,
): Promise<{ document: InvoiceDocument; owed: number }> {
  const order = await orderOrThrow(deps.db, orderId);
  const now = deps.clock.now();
  const [items, shop, bank, stored, payments] = await Promise.all([
    findOrderItems(deps.db, orderId),
    getShopSettings(deps.db),
    getPaymentDetails(deps),
    findStoredPeriodsOf(deps.db, [orderId]),
    paymentsOfOrder(deps.db, orderId),
  ]);
  const invoice = invoiceOfOrder(order, items, shop, bank);
  const paid = paymentStatusOf(order) === 'completed';
  const periods = periodsOf(order, stored, dayOf(now));
  const statement = {
    asOf: now,
    paymentStatus: order.status === 'cancelled' ? 'Cancelled' : capital(paymentStatusOf(order)),
    payments: payments
      .filter((p) => p.status === 'succeeded')
      .map((p) => ({
        at: new Date(p.created_at),
        label: p.provider === 'sandbox' ? 'Card (sandbox test payment)' : `Card (${p.provider})`,
        amountCents: p.amount_cents,
      })),
    storage: periods.map((p) => ({
      start: p.periodStart,
      end: p.periodEnd,
      amountCents: p.amountCents,
      paid: p.status === 'paid',
    })),
    orderOwedCents: orderOwedCents(order),
    storageOwedCents: owedCents(periods),
  };
  const document: InvoiceDocument = {
    ...invoice,
    paid,
    paidNote: order.payment_method === 'card' ? 'Paid in full by card' : 'Paid in full by bank transfer',
    installments: paid ? null : invoice.installments,
    statement,
  };
  return { document, owed: statement.orderOwedCents + statement.storageOwedCents };
}

export async function orderStatementPdf(
  deps: StatementDeps,
  orderId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const { document } = await orderStatement(deps, orderId);
  return { filename: `${document.number}.pdf`, pdf: await renderInvoicePdf(document) };
}

/** Queues the statement to the buyer (rendered and mailed by the job) and notes it in the history. */
export async function sendOrderStatement(deps: StatementDeps, admin: AdminPrincipal, orderId: string): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const order = await orderOrThrow(tx, orderId);
    const at = deps.clock.now().toISOString();
    await sendStatementJob.enqueue(tx, { orderId }, { clock: deps.clock });
    await recordOrderEvent(tx, { orderId, kind: 'pdf_sent', from: null, to: order.email, actor: admin.email, at });
  });
}

/** Renders an order's current statement PDF and mails it to the buyer (Send PDF in the back office). */
export const sendStatementJob = defineJob({
  kind: 'orders.send-statement',
  payload: z.object({ orderId: z.string().min(1) }),
  handle: async ({ orderId }, ctx, deps: StatementDeps) => {
    const { document, owed } = await orderStatement(deps, orderId).catch((error: unknown) => {
      if (error instanceof NotFound) throw new PermanentJobError(ORDERS_TEXT.notFound);
      throw error;
    });
    const pdf = await renderInvoicePdf(document);
    await enqueueMailOnce(deps.db, statementMail(document, pdf, owed), deps.clock, `order-statement:${ctx.jobId}`);
  },
});
