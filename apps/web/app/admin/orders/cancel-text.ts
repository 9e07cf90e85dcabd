import type { AdminOrder } from '@vernissage/contract';

/** What cancelling does to the works, said before the admin confirms. */
export function cancelDetail(order: Pick<AdminOrder, 'paymentStatus'>): string {
  return order.paymentStatus === 'completed'
    ? 'The order is paid, so its works stay sold; refund the customer separately. This cannot be undone.'
    : 'The order is not paid, so its works go back on sale in the store. This cannot be undone.';
}
