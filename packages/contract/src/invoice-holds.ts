import { z } from 'zod';

/**
 * How long an invoice order holds its works, and the caps that keep strangers from holding the
 * catalog: one place for the server's rules, its messages and the pages that show them.
 */
export const INVOICE_HOLD = {
  /** An order from an address that has not proved it owns its mailbox holds its works this long. */
  unconfirmedMinutes: 30,
  /** A confirmed address is trusted this long: its next orders hold until their due date at once. */
  trustDays: 90,
  /** Open orders still waiting for confirmation, per address. */
  maxUnconfirmedPerAddress: 3,
  /** Invoice orders (so invoice e-mails) per address in the last hour. */
  maxInvoicesPerAddressPerHour: 3,
  /** Invoice requests per client address per hour. */
  maxRequestsPerClientPerHour: 20,
} as const;

/** A bank transfer invoice is due this many days after its date (unless installments apply). */
export const INVOICE_PAYMENT_DAYS = 30;

/** At most this many lines in one order. */
export const MAX_CART_LINES = 20;

export const HOLD_TEXT = {
  tooManyLines: `An order can hold at most ${MAX_CART_LINES} works. Please remove some from your cart and try again.`,
  tooManyUnconfirmed: `This e-mail address has ${INVOICE_HOLD.maxUnconfirmedPerAddress} orders waiting for confirmation. Please confirm them from the invoice e-mails first.`,
  tooManyInvoices: `We have sent ${INVOICE_HOLD.maxInvoicesPerAddressPerHour} invoices to this e-mail address in the last hour. Please try again later.`,
  tooManyRequests: 'Too many orders from this connection. Please try again in an hour.',
  linkInvalid: 'This confirmation link is not valid. Please use the link in your invoice e-mail.',
  holdExpired: 'This order was not confirmed in time, so its works are no longer reserved.',
  orderCancelled: 'This order has been cancelled, so its works are no longer reserved.',
  releaseNotAllowed: 'This order holds no works to release.',
} as const;

/** What the confirmation link carries: the order id and its signature, nothing else. */
export const confirmOrderBody = z.object({
  token: z
    .string({ error: HOLD_TEXT.linkInvalid })
    .max(200, HOLD_TEXT.linkInvalid)
    .regex(/^[\w-]{1,100}\.[\w-]{1,80}$/, HOLD_TEXT.linkInvalid),
});
export type ConfirmOrderBody = z.infer<typeof confirmOrderBody>;

export const confirmOrderResponse = z.object({
  confirmed: z.literal(true),
  invoiceNumber: z.string(),
  /** Until when the works stay reserved; null once the order is paid (they are sold). */
  reservedUntil: z.string().nullable(),
});
export type ConfirmOrderResponse = z.infer<typeof confirmOrderResponse>;

export const HOLD_STATES = ['unconfirmed', 'confirmed', 'released'] as const;
/** An invoice order's hold as the back office shows it; null for card orders and paid ones. */
export const orderHold = z
  .object({
    state: z.enum(HOLD_STATES),
    /** When an unconfirmed hold expires, or the due date a confirmed one lasts until; null once released. */
    until: z.string().nullable(),
  })
  .nullable();
export type OrderHold = z.infer<typeof orderHold>;
