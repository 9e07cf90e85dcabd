import type { OrderHold } from '@vernissage/contract';
import type { OrderRow } from './order-rows.ts';

/** The hold as the back office shows it; null for card orders, paid orders and orders from before holds. */
export function holdOf(o: OrderRow): OrderHold {
  if (o.payment_method !== 'invoice' || o.paid_at !== null || o.hold_status === null) return null;
  if (o.hold_status === 'released' || o.status === 'cancelled') return { state: 'released', until: null };
  return { state: o.hold_status === 'confirmed' ? 'confirmed' : 'unconfirmed', until: o.hold_until };
}

/** An order whose works are held (confirmed or not) until a known time. */
export const isHolding = (
  o: OrderRow,
): o is OrderRow & { hold_status: 'unconfirmed' | 'confirmed'; hold_until: string } =>
  (o.hold_status === 'unconfirmed' || o.hold_status === 'confirmed') && o.hold_until !== null;
