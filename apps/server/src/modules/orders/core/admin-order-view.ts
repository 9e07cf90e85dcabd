import {
  type AdminOrder,
  type AdminOrderItem,
  lifecycleValue,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@vernissage/contract';
import { toDollars } from '../../../platform/money.ts';
import { holdOf } from './hold-view.ts';
import { addressOf } from './order-address.ts';
import { editionOfItem } from './order-edition.ts';
import type { OrderItemRow, OrderRow, PeriodRow } from './order-rows.ts';
import { costsOfOrder, toCostsView } from './sale-costs.ts';
import { type BilledPeriod, billedPeriods, owedCents, type StoredPeriod } from './storage-periods.ts';

/** The stored statuses; an unknown one (the database's CHECK refuses it) throws rather than passing for another. */
export const orderStatusOf = (o: OrderRow): OrderStatus => lifecycleValue(ORDER_STATUSES, o.status, 'orders.status');
export const paymentStatusOf = (o: OrderRow): PaymentStatus =>
  lifecycleValue(PAYMENT_STATUSES, o.payment_status, 'orders.payment_status');

const storedPeriod = (p: PeriodRow): StoredPeriod => ({
  periodStart: p.period_start,
  amountCents: p.amount_cents,
  status: p.status,
  paidAt: p.paid_at,
});

/** The order's storage periods started by `today`; none before it is paid or for a shipped order. */
export function periodsOf(order: OrderRow, stored: PeriodRow[], today: string): BilledPeriod[] {
  if (order.fulfillment_type !== 'storage' || order.storage_start_date === null) return [];
  const terms = {
    startDay: order.storage_start_date,
    monthlyFeeCents: order.storage_monthly_fee_cents ?? 0,
    firstMonthFree: order.storage_first_month_free === 1,
  };
  return billedPeriods(terms, stored.map(storedPeriod), today);
}

/**
 * What the buyer still owes on the order itself: its total while payment is pending or partial
 * (the shop records no partial amounts), nothing once completed or cancelled.
 */
export function orderOwedCents(order: OrderRow): number {
  if (order.status === 'cancelled' || paymentStatusOf(order) === 'completed') return 0;
  return order.total_cents;
}

function itemOf(i: OrderItemRow): AdminOrderItem {
  return {
    _id: i.id,
    artwork: {
      _id: i.artwork_id,
      title: i.title,
      images: i.image_url ? [i.image_url] : [],
      artist: { name: i.artist_name },
    },
    format: { id: i.format_id, name: i.format_name, price: toDollars(i.unit_price_cents) },
    quantity: i.quantity,
    lineTotal: toDollars(i.unit_price_cents * i.quantity),
    edition: editionOfItem(i),
  };
}

/** Every field of the order as the admin API returns it, with what is owed today. */
export function adminOrderOf(o: OrderRow, items: OrderItemRow[], periods: BilledPeriod[]): AdminOrder {
  const storageOwed = owedCents(periods);
  const costs = toCostsView(costsOfOrder(o));
  return {
    _id: o.id,
    invoiceNumber: o.invoice_number,
    createdAt: o.created_at,
    updatedAt: o.updated_at,
    status: orderStatusOf(o),
    paymentStatus: paymentStatusOf(o),
    paymentMethod: o.payment_method === 'card' ? 'card' : 'invoice',
    fulfillmentType: o.fulfillment_type === 'storage' ? 'storage' : 'shipping',
    email: o.email,
    shippingAddress: addressOf(o),
    deliveryAddress: o.delivery_address,
    items: items.map(itemOf),
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    currency: costs.currency,
    subtotal: costs.subtotal,
    shipping_cost: costs.shipping,
    tax: costs.tax,
    taxLine: costs.taxLine,
    pricesIncludeTax: costs.pricesIncludeTax,
    total: costs.total,
    paidAt: o.paid_at,
    testPayment: o.test_payment === 1,
    storageStartDate: o.storage_start_date,
    carrier: o.carrier,
    trackingNumber: o.tracking_number,
    storageFeesOwed: toDollars(storageOwed),
    totalAmountOwed: toDollars(orderOwedCents(o) + storageOwed),
    hold: holdOf(o),
  };
}
