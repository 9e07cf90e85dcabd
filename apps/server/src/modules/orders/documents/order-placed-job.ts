import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { defineJob, settleEach } from '../../../platform/jobs/define-job.ts';
import { PermanentJobError } from '../../../platform/jobs/retry.ts';
import { enqueueMailsOnce, type QueuedMail } from '../../../platform/mail/mail-job.ts';
import { adminsWantingAlert } from '../../admins/index.ts';
import { getPaymentDetails } from '../../bank-details/index.ts';
import { renderInvoicePdf } from '../../invoices/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { confirmKey, confirmToken, confirmUrl } from '../core/hold-rules.ts';
import { issueInvoiceNumber, issueInvoiceNumbers } from '../core/invoice-number.ts';
import { orderPlaced } from '../core/order-jobs.ts';
import { findItemsOf } from '../core/order-repo.ts';
import type { OrderItemRow, OrderRow } from '../core/order-rows.ts';
import { groupByOrder } from '../core/order-views.ts';
import { invoiceOfOrder } from './invoice-of-order.ts';
import { type HoldNotice, invoiceMail, newOrderAlert } from './order-mails.ts';

/** The invoice mail's word on the hold: the confirm link while unconfirmed, else the day it lasts until. */
function holdNotice(order: OrderRow, linkOf: (orderId: string) => string): HoldNotice | undefined {
  if (order.hold_until === null) return undefined;
  const until = new Date(order.hold_until);
  if (order.hold_status === 'unconfirmed') return { confirmUrl: linkOf(order.id), until };
  return order.hold_status === 'confirmed' ? { reservedUntil: until } : undefined;
}

/** Each order's lines, read for the whole batch in one statement. */
const linesOf = async (db: Db, orderIds: string[]) => groupByOrder(await findItemsOf(db, orderIds));

type Deps = { db: Db; clock: Clock; publicUrl: string; jwtSecret: string };

/** What every invoice of a run shares: read once per run, not once per order. */
async function invoiceContext(deps: Deps) {
  const [shop, bank, admins] = await Promise.all([
    getShopSettings(deps.db),
    getPaymentDetails(deps),
    adminsWantingAlert(deps.db, 'new_orders'),
  ]);
  return { shop, bank, admins, key: confirmKey(deps.jwtSecret) };
}

type Context = Awaited<ReturnType<typeof invoiceContext>>;

/** The buyer's invoice mail (with the PDF) and each admin's alert for one numbered order, with their dedupe keys. */
async function invoiceMails(deps: Deps, order: OrderRow, items: OrderItemRow[], context: Context) {
  const { shop, bank, admins, key } = context;
  const invoice = invoiceOfOrder(order, items, shop, bank);
  const pdf = await renderInvoicePdf(invoice);
  const fulfillment = order.fulfillment_type === 'storage' ? `storage in ${shop.storage.country}` : 'shipping';
  const adminUrl = `${deps.publicUrl}/admin`;
  const hold = holdNotice(order, (id) => confirmUrl(deps.publicUrl, confirmToken(key, id)));
  // The order's mails take its place in the queue: behind a backlog of orders, each order's mails go
  // out before later orders' invoices are drawn, so invoices and mails are made side by side (on
  // threads of their own) and no buyer's invoice waits for the whole backlog (decision 083).
  const runAt = new Date(order.created_at);
  const mails: QueuedMail[] = [
    { message: invoiceMail(invoice, pdf, hold), dedupeKey: `invoice-mail:${order.id}`, runAt },
  ];
  for (const admin of admins) {
    const alert = newOrderAlert(admin.email, invoice, fulfillment, adminUrl);
    mails.push({ message: alert, dedupeKey: `new-order-alert:${order.id}:${admin.id}`, runAt });
  }
  return mails;
}

async function queueMails(tx: Db, mails: readonly QueuedMail[], clock: Clock): Promise<void> {
  if (mails.length > 0) await enqueueMailsOnce(tx, mails, clock);
}

/**
 * After an order commits, the invoice is issued: the order takes its invoice number if it has none
 * (a short transaction of its own, off the buyer's checkout: decision 042), then its PDF is rendered
 * (here, not in the request) and the buyer's invoice mail and each alert are queued once per order
 * (dedupe keys), so a retried run takes no second number and sends nothing twice. An order cancelled
 * before it was numbered is not invoiced. The worker hands this kind over in batches (decision 062):
 * the orders of a batch are numbered in one transaction and their lines read in one statement, and
 * their mails are queued and their jobs marked done in one more transaction, so a batch of eight
 * costs two commits, not sixteen, and a handful of statements, not forty.
 */
export const orderPlacedJob = defineJob({
  kind: orderPlaced.kind,
  payload: orderPlaced.payload,
  handle: async ({ orderId }, _ctx, deps: Deps) => {
    const order = await issueInvoiceNumber(deps.db, orderId);
    if (!order) throw new PermanentJobError(`order ${orderId} does not exist`);
    if (order.invoice_number === null) return;
    const [items, context] = await Promise.all([linesOf(deps.db, [orderId]), invoiceContext(deps)]);
    const mails = await invoiceMails(deps, order, items.get(orderId) ?? [], context);
    await inTransaction(deps.db, (tx) => queueMails(tx, mails, deps.clock));
  },
  handleBatch: async (jobs, deps, markDone) => {
    const orders = await issueInvoiceNumbers(
      deps.db,
      jobs.map((job) => job.payload.orderId),
    );
    const numbered = [...orders.values()].filter((o) => o.invoice_number !== null).map((o) => o.id);
    const [items, context] = await Promise.all([linesOf(deps.db, numbered), invoiceContext(deps)]);
    // The batch's documents go to the PDF thread at once: it renders one after another with no
    // round trip between them, while this thread goes on with other jobs.
    const { errors, succeeded } = await settleEach(jobs, async ({ payload }) => {
      const order = orders.get(payload.orderId);
      if (!order) throw new PermanentJobError(`order ${payload.orderId} does not exist`);
      return order.invoice_number === null ? [] : invoiceMails(deps, order, items.get(order.id) ?? [], context);
    });
    const mails: QueuedMail[] = succeeded.flatMap((s) => s.value);
    await inTransaction(deps.db, async (tx) => {
      await queueMails(tx, mails, deps.clock);
      await markDone(
        tx,
        succeeded.map((s) => s.jobId),
      );
    });
    return errors;
  },
});
