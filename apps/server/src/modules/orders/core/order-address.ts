import type { AdminOrder } from '@vernissage/contract';
import type { OrderRow } from './order-rows.ts';

/** The shipping address an order was placed with; null for storage and card orders, which have none. */
export function addressOf(o: OrderRow): AdminOrder['shippingAddress'] {
  if (o.ship_full_name === null) return null;
  return {
    fullName: o.ship_full_name,
    phoneNumber: o.ship_phone ?? '',
    streetAddress: o.ship_street ?? '',
    city: o.ship_city ?? '',
    stateProvince: o.ship_state ?? '',
    postalCode: o.ship_postal_code ?? '',
    country: o.ship_country ?? '',
  };
}
