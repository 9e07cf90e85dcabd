/**
 * How an order is named to people (mails, pages, the back office): its invoice number, or, before
 * the invoice is issued (decision 042) or for an order that never had one, 'Order ' and the last 8
 * characters of its id.
 */
export const orderLabel = (order: { id: string; invoiceNumber: string | null }): string =>
  order.invoiceNumber || `Order ${order.id.slice(-8)}`;
