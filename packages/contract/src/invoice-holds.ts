import { z } from 'zod';

/**
 * How long an invoice order holds its works, and the caps that keep strangers from holding the
 * catalog: one place for the server's rules, its messages and the pages that show them.
 */
export const INVOICE_HOLD = {
  /** Every new invoice order holds its works this long, until it is confirmed from its own e-mail. */
  unconfirmedMinutes: 30,
  /** A confirmed order holds at most this long, unless a payment arrives (then to its due date). */
  confirmedMaxDays: 7,
  /** Unpaid invoice orders holding works, per address, whether or not it confirmed orders before. */
  maxOpenPerAddress: 3,
  /** The owner may extend a hold by hand to at most this many days from today. */
  maxExtendDays: 90,
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
  tooManyOpen: `This e-mail address already has ${INVOICE_HOLD.maxOpenPerAddress} unpaid orders holding works. Please pay or cancel one of them first, or write to us.`,
  tooManyInvoices: `We have sent ${INVOICE_HOLD.maxInvoicesPerAddressPerHour} invoices to this e-mail address in the last hour. Please try again later.`,
  tooManyRequests: 'Too many orders from this connection. Please try again in an hour.',
  linkInvalid: 'This confirmation link is not valid. Please use the link in your invoice e-mail.',
  holdExpired: 'This order was not confirmed in time, so its works are no longer reserved.',
  orderCancelled: 'This order has been cancelled, so its works are no longer reserved.',
  releaseNotAllowed: 'This order holds no works to release.',
  extendNotAllowed: 'This order holds no works to extend the hold of.',
  extendNotLater: 'Choose a date after the current end of the hold.',
  extendTooFar: `A hold can be extended to at most ${INVOICE_HOLD.maxExtendDays} days from today.`,
} as const;

/** The owner's "Extend Hold": the day (YYYY-MM-DD) the works stay reserved until, end of that day UTC. */
export const extendHoldBody = z.object({
  until: z
    .string({ error: 'until must be a date (YYYY-MM-DD)' })
    .max(10, 'until must be a date (YYYY-MM-DD)')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'until must be a date (YYYY-MM-DD)')
    .refine((d) => {
      const day = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(d);
    }, 'until must be a date (YYYY-MM-DD)'),
});
export type ExtendHoldBody = z.infer<typeof extendHoldBody>;

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
