import { type CustomerOrder, ORDER_STATUS_LABELS } from '@vernissage/contract';

/** The order's own status, as the spec shows it: "completed" when the order has none. */
export function orderStatusText(status: string | null | undefined): string {
  const key = status?.trim().toLowerCase() || 'completed';
  return ORDER_STATUS_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** The payment status shown beside it; a cancelled order that was never paid is not awaiting anything. */
export function paymentStatusText(o: Pick<CustomerOrder, 'status' | 'paymentStatus'>): string {
  if (o.paymentStatus === 'completed') return 'Paid';
  if (o.paymentStatus === 'partial') return 'Partly paid';
  return o.status === 'cancelled' ? 'Not paid' : 'Awaiting payment';
}

const IN_STORAGE = 'Kept in the gallery’s storage';

/**
 * Where the order's works go, from what the order stored: its fulfilment type, then the shipping
 * address of an invoice order or the delivery address a card buyer typed. Nothing is guessed.
 */
export function destinationText(
  o: Pick<CustomerOrder, 'fulfillmentType' | 'shippingAddress' | 'deliveryAddress'>,
  countryName: (code: string) => string,
): string {
  if (o.fulfillmentType === 'storage') return IN_STORAGE;
  const a = o.shippingAddress;
  if (a) return `Ships to ${[a.fullName, a.streetAddress, a.city, countryName(a.country)].filter(Boolean).join(', ')}`;
  if (o.deliveryAddress?.trim()) return `Ships to ${o.deliveryAddress.trim()}`;
  return 'Ships to the address given at checkout';
}
