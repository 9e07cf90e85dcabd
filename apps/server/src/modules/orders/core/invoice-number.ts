import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import { nextInvoiceNumber } from '../../invoices/index.ts';
import { setInvoiceNumber } from './order-repo.ts';
import type { OrderRow } from './order-rows.ts';
import { lockOrder } from './status-repo.ts';

/**
 * Gives an order written in this transaction, still without a number, the next number of the year
 * it was placed in (UTC). The year's counter row stays locked until commit, so callers take it last.
 */
export async function numberNewOrder(tx: Db, orderId: string, placedAt: Date): Promise<string> {
  const invoiceNumber = await nextInvoiceNumber(tx, placedAt);
  await setInvoiceNumber(tx, orderId, invoiceNumber);
  return invoiceNumber;
}

/**
 * The invoice's serial point, outside the buyer's checkout (decision 042): in one short transaction
 * of its own, each order is locked and, only if it has no number yet, takes the next one of the year
 * it was placed in. A retried job finds the number and takes none; two runs at once queue on the
 * order's row. An order cancelled before its invoice was issued gets none (nothing is mailed for it),
 * so every number given belongs to an invoice that is mailed, and numbers have no gaps. Every order
 * row is locked (in id order) before the first number is taken: locks always go order rows first,
 * then the year's counter, so a batch never deadlocks with a card payment numbering its own order.
 * Answers the orders as they are now (an id with no order is missing from the map).
 */
export async function issueInvoiceNumbers(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderRow>> {
  return inTransaction(db, async (tx) => {
    const orders = new Map<string, OrderRow>();
    for (const id of [...new Set(orderIds)].sort()) {
      const order = await lockOrder(tx, id);
      if (order) orders.set(id, order);
    }
    for (const [id, order] of orders) {
      if (order.invoice_number !== null || order.status === 'cancelled') continue;
      const invoiceNumber = await numberNewOrder(tx, id, new Date(order.created_at));
      orders.set(id, { ...order, invoice_number: invoiceNumber });
    }
    return orders;
  });
}

/** One order's invoice number, as `issueInvoiceNumbers` gives it (undefined when there is no such order). */
export async function issueInvoiceNumber(db: Db, orderId: string): Promise<OrderRow | undefined> {
  return (await issueInvoiceNumbers(db, [orderId])).get(orderId);
}
