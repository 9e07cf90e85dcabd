import { z } from 'zod';
import { fulfillmentType } from './checkout.ts';
import { errorBody } from './common.ts';
import { orderEdition } from './editions.ts';
import { orderHold } from './invoice-holds.ts';
import { orderStatus, paymentStatus } from './lifecycles.ts';
import { customerOrder } from './order-lookup.ts';
import { saleCostsView } from './sale-costs.ts';

/**
 * The back office's Orders tab: list, details with history, payment and order status, storage
 * billing, invoices and the CSV export (docs/decisions/021-orders-admin.md). Money in dollars,
 * instants as ISO strings, storage period days as `YYYY-MM-DD`.
 */

export const ORDERS_PAGE_SIZE = 20;
export const ORDERS_MAX_PAGE_SIZE = 100;

export const ORDERS_TEXT = {
  notFound: 'Order not found',
  fetchFailed: 'Failed to fetch orders',
  pdfSent: 'PDF sent successfully to customer',
  paymentStatusUpdated: 'Payment status updated successfully',
  statusNotAllowed: 'This order cannot move to that status',
  cancelledOrderPayment: 'A cancelled order cannot be marked as paid',
  periodNotFound: 'Billing period not found',
  periodNotStarted: 'This billing period has not started yet',
  notStorage: 'This order is not a storage order',
  shippingSet: 'Shipping set; the revised invoice is on its way to the customer',
  shippingOnPaid: 'Shipping cannot be changed on a paid order',
  shippingOnCancelled: 'Shipping cannot be changed on a cancelled order',
  shippingOnStorage: 'A storage order has no shipping',
  shippingAmount: 'Shipping must be an amount of 0 or more, with at most 2 decimals',
  shippingWhole: (currency: string) => `Shipping in ${currency} must be a whole amount`,
} as const;

/** PUT /api/admin/orders/{id}/shipping: the shipping the gallery quotes (or revises), in the order's currency. */
export const setShippingBody = z.object(
  {
    amount: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z
        .number({ error: ORDERS_TEXT.shippingAmount })
        .min(0, ORDERS_TEXT.shippingAmount)
        .max(10_000_000, ORDERS_TEXT.shippingAmount)
        .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, ORDERS_TEXT.shippingAmount),
    ),
  },
  { error: ORDERS_TEXT.shippingAmount },
);
export type SetShippingBody = z.infer<typeof setShippingBody>;

/** An empty filter is no filter (the tab drops empty values, but a hand-written query may not). */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const adminOrdersQuery = z.object({
  /** Part of the buyer's e-mail, any case. */
  email: optional(z.string().trim().max(254, 'email filter is too long')),
  fulfillmentType: optional(fulfillmentType),
  paymentStatus: optional(paymentStatus),
  status: optional(orderStatus),
  skip: z.coerce
    .number({ error: 'skip must be a whole number of 0 or more' })
    .int('skip must be a whole number of 0 or more')
    .min(0, 'skip must be a whole number of 0 or more')
    .max(10_000_000, 'skip is too large')
    .default(0),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${ORDERS_MAX_PAGE_SIZE}` })
    .int(`limit must be a whole number from 1 to ${ORDERS_MAX_PAGE_SIZE}`)
    .min(1, `limit must be a whole number from 1 to ${ORDERS_MAX_PAGE_SIZE}`)
    .max(ORDERS_MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${ORDERS_MAX_PAGE_SIZE}`)
    .default(ORDERS_PAGE_SIZE),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;
/** The same filters without paging: the CSV export holds every match. */
export const adminOrdersExportQuery = adminOrdersQuery.omit({ skip: true, limit: true });
export type AdminOrdersExportQuery = z.infer<typeof adminOrdersExportQuery>;

export const adminOrderItem = z.object({
  _id: z.string(),
  artwork: z.object({
    /** Null once the artwork was deleted; the line keeps what was sold. */
    _id: z.string().nullable(),
    title: z.string(),
    images: z.array(z.string()),
    artist: z.object({ name: z.string() }),
  }),
  format: z.object({ id: z.string().nullable(), name: z.string(), price: z.number() }),
  quantity: z.number().int(),
  /** Per-unit price times quantity. */
  lineTotal: z.number(),
  /** null for a unique work, else the edition's size and one number per unit (gallery.md §1). */
  edition: orderEdition,
});
export type AdminOrderItem = z.infer<typeof adminOrderItem>;

/** Every field of an order as the admin API returns it. */
export const adminOrder = z.object({
  _id: z.string(),
  invoiceNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: orderStatus,
  paymentStatus: paymentStatus,
  paymentMethod: z.enum(['invoice', 'card']),
  fulfillmentType,
  email: z.string(),
  shippingAddress: customerOrder.shape.shippingAddress,
  /** A card order's free-text delivery address, else null. */
  deliveryAddress: z.string().nullable(),
  items: z.array(adminOrderItem),
  itemCount: z.number().int(),
  /** The ISO 4217 currency the order was sold in (gallery.md §6). */
  currency: z.string(),
  subtotal: z.number(),
  /** null while the gallery has not set the shipping it quotes ('To be quoted'). */
  shipping_cost: z.number().nullable(),
  tax: z.number(),
  taxLine: saleCostsView.shape.taxLine,
  pricesIncludeTax: z.boolean(),
  total: z.number(),
  /** When payment was completed; null while unpaid. */
  paidAt: z.string().nullable(),
  /** Paid through the sandbox provider of a test shop: no money moved. */
  testPayment: z.boolean(),
  /** The day storage billing starts (the day it was paid), storage orders only. */
  storageStartDate: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Pending storage periods that have started. */
  storageFeesOwed: z.number(),
  /** `total` while payment is pending or partial (0 once completed or cancelled), plus storageFeesOwed. */
  totalAmountOwed: z.number(),
  /** The invoice order's hold on its works (unconfirmed until, reserved until a day, released). */
  hold: orderHold,
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const adminOrderList = z.object({ orders: z.array(adminOrder), total: z.number().int() });
export type AdminOrderList = z.infer<typeof adminOrderList>;

export const ORDER_EVENT_KINDS = [
  'created',
  'payment_status',
  'status',
  'storage_period_paid',
  'pdf_sent',
  'hold',
  /** A certificate of authenticity revoked or reissued (gallery.md §2). */
  'certificate',
  /** The quoted shipping set by the gallery (gallery.md §6). */
  'shipping',
] as const;
/** One line of the order's history: who changed what, when, from and to. */
export const orderHistoryEvent = z.object({
  _id: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The admin's e-mail, or the buyer's for the order's creation. */
  actor: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type OrderHistoryEvent = z.infer<typeof orderHistoryEvent>;

export const orderPayment = z.object({
  provider: z.string(),
  amount: z.number(),
  status: z.string(),
  createdAt: z.string(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** `GET /api/admin/orders/{id}`: the order with its history (oldest first) and card payments. */
export const adminOrderDetail = z.object({
  order: adminOrder,
  history: z.array(orderHistoryEvent),
  payments: z.array(orderPayment),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

const NOT_A_DAY = 'periodStart must be a date (YYYY-MM-DD)';
/** A real calendar day written `YYYY-MM-DD` (no Feb 30, no month 13). */
export const isCalendarDay = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
};
const day = z.string({ error: NOT_A_DAY }).refine(isCalendarDay, { error: NOT_A_DAY });

export const storageBillingPeriod = z.object({
  periodStart: z.string(),
  /** The next period's start day (exclusive end). */
  periodEnd: z.string(),
  amount: z.number(),
  status: z.enum(['paid', 'pending']),
  paidAt: z.string().nullable(),
});
export type StorageBillingPeriod = z.infer<typeof storageBillingPeriod>;

export const storageBilling = z.object({
  storageStartDate: z.string(),
  /** Periods started so far (the current one included). */
  monthsStored: z.number().int(),
  monthlyFee: z.number(),
  /** Every period that has started, oldest first. */
  billingPeriods: z.array(storageBillingPeriod),
  totalOwed: z.number(),
});
export type StorageBilling = z.infer<typeof storageBilling>;
/** `billing` is null for a shipping order or a storage order not paid yet. */
export const storageBillingResponse = z.object({ billing: storageBilling.nullable() });
export type StorageBillingResponse = z.infer<typeof storageBillingResponse>;

export const orderIdParams = z.object({ id: z.string().min(1).max(64) });
export const storageBillingParams = z.object({ orderId: z.string().min(1).max(64) });

export const paymentStatusBody = z.object({ paymentStatus }, { error: 'paymentStatus is required' });
export type PaymentStatusBody = z.infer<typeof paymentStatusBody>;

const shipmentText = (name: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(100, `${name} must be at most 100 characters`).optional());
/** Carrier and tracking number are read only when moving to shipped. */
export const orderStatusBody = z.object(
  { status: orderStatus, carrier: shipmentText('carrier'), trackingNumber: shipmentText('trackingNumber') },
  { error: 'status is required' },
);
export type OrderStatusBody = z.infer<typeof orderStatusBody>;

/** Answer of both status changes. */
export const adminOrderResponse = z.object({ order: adminOrder });
export type AdminOrderResponse = z.infer<typeof adminOrderResponse>;

export const markPeriodPaidBody = z.object({ periodStart: day }, { error: 'periodStart is required' });
export type MarkPeriodPaidBody = z.infer<typeof markPeriodPaidBody>;

export const sendOrderPdfBody = z.object(
  { orderId: z.string({ error: 'orderId is required' }).min(1, 'orderId is required').max(64, ORDERS_TEXT.notFound) },
  { error: 'orderId is required' },
);
export type SendOrderPdfBody = z.infer<typeof sendOrderPdfBody>;
export const sendOrderPdfResponse = z.object({ success: z.literal(true), message: z.string() });
export type SendOrderPdfResponse = z.infer<typeof sendOrderPdfResponse>;

// --- Sudo mode (docs/decisions/022-sudo-mode-payment-details.md)

/** How long a sign-in or re-authentication counts as recent. */
export const SUDO_MINUTES = 10;
export const RECENT_SIGN_IN_REQUIRED = 'Recent sign-in required';
/** The 403 of a sensitive change without a recent sign-in: ask for the password, then retry. */
export const reauthRequiredBody = z.object({ error: z.literal(RECENT_SIGN_IN_REQUIRED), reauth: z.literal(true) });
export type ReauthRequiredBody = z.infer<typeof reauthRequiredBody>;
/**
 * Any 403 of a sensitive change: the recent sign-in it needs, or the guard's own refusal (an Owner
 * route for Staff, a first password still to replace), which is a plain `{ error }`.
 */
export const sensitiveChangeRefused = z.union([reauthRequiredBody, errorBody]);

const PASSWORD_REQUIRED_FOR_REAUTH = 'Password is required';
export const reauthenticateBody = z.object(
  {
    password: z
      .string({ error: PASSWORD_REQUIRED_FOR_REAUTH })
      .min(1, PASSWORD_REQUIRED_FOR_REAUTH)
      .max(1024, 'Invalid password'),
    /** The authenticator's 6 digits or a recovery code, when two-factor sign-in is on. */
    code: z.string().trim().max(32, 'Invalid authentication code').optional(),
  },
  { error: PASSWORD_REQUIRED_FOR_REAUTH },
);
export type ReauthenticateBody = z.infer<typeof reauthenticateBody>;
export const reauthenticateResponse = z.object({ success: z.literal(true), sudoUntil: z.string() });
export type ReauthenticateResponse = z.infer<typeof reauthenticateResponse>;
