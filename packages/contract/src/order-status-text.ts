/**
 * An order's status as people read it, in the back office and on Order History (zod-free, so the
 * storefront's pages can show it without the schemas).
 */
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
