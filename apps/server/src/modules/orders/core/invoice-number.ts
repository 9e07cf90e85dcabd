import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import { nextInvoiceNumber, nextInvoiceNumbers } from '../../invoices/index.ts';
import { type NumberedOrder, setInvoiceNumbers } from './order-repo.ts';
import type { OrderRow } from './order-rows.ts';
import { lockOrders } from './status-repo.ts';

/**
 * Gives an order written in this transaction, still without a number, the next number of the year
 * it was placed in (UTC). The year's counter row stays locked until commit, so callers take it last.
 */
export async function numberNewOrder(tx: Db, orderId: string, placedAt: Date): Promise<string> {
  const invoiceNumber = await nextInvoiceNumber(tx, placedAt);
  await setInvoiceNumbers(tx, [{ orderId, invoiceNumber }]);
  return invoiceNumber;
}

/** The orders that take a number now, per year placed (UTC), each year's in the order they were placed. */
function toNumber(orders: Iterable<OrderRow>): Map<number, OrderRow[]> {
  const due = [...orders]
    .filter((o) => o.invoice_number === null && o.status !== 'cancelled')
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  const byYear = new Map<number, OrderRow[]>();
  for (const order of due) {
    const year = new Date(order.created_at).getUTCFullYear();
    byYear.set(year, [...(byYear.get(year) ?? []), order]);
  }
  return byYear;
}

/**
 * The invoice's serial point, outside the buyer's checkout (decision 042): in one short transaction
 * of its own, the orders are locked and those with no number yet take the next ones of the year
 * they were placed in, in the order they were placed. A retried job finds the number and takes none;
 * two runs at once queue on the orders' rows. An order cancelled before its invoice was issued gets
 * none (nothing is mailed for it), so every number given belongs to an invoice that is mailed, and
 * numbers have no gaps. The order rows are locked (in id order) before the first number is taken:
 * locks always go order rows first, then the year's counter, so a batch never deadlocks with a card
 * payment numbering its own order. A batch costs the same four statements as one order: the lock,
 * a block of numbers per year, and one update. Answers the orders as they are now (an id with no
 * order is missing from the map).
 */
export async function issueInvoiceNumbers(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderRow>> {
  return inTransaction(db, async (tx) => {
    const orders = new Map((await lockOrders(tx, [...new Set(orderIds)])).map((o) => [o.id, o]));
    const numbered: NumberedOrder[] = [];
    for (const [year, due] of toNumber(orders.values())) {
      const numbers = await nextInvoiceNumbers(tx, year, due.length);
      due.forEach((order, i) => {
        const invoiceNumber = numbers[i] as string;
        numbered.push({ orderId: order.id, invoiceNumber });
        orders.set(order.id, { ...order, invoice_number: invoiceNumber });
      });
    }
    await setInvoiceNumbers(tx, numbered);
    return orders;
  });
}

/** One order's invoice number, as `issueInvoiceNumbers` gives it (undefined when there is no such order). */
export async function issueInvoiceNumber(db: Db, orderId: string): Promise<OrderRow | undefined> {
  return (await issueInvoiceNumbers(db, [orderId])).get(orderId);
}
