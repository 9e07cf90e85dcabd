import { z } from 'zod';
import { fromForm } from './admin-fields.ts';
import { isCalendarDay } from './admin-orders.ts';
import { orderDraftBody } from './card-checkout.ts';
import { CHECKOUT_TEXT, fulfillmentType, shippingAddress } from './checkout.ts';
import { emailField } from './email.ts';
import { collectorHoldStatus, offerStatus } from './lifecycles.ts';
import { CONTACT_NAME_MAX_LENGTH } from './storefront-forms.ts';

/**
 * Offers on a work and holds for a collector (gallery.md §5, decision 068). Money in dollars at the
 * API edge, as everywhere.
 */
export const OFFER_RULES = {
  /** Open offers (waiting, countered or accepted) one e-mail address may have on one work. */
  openPerEmailAndWork: 3,
  /** How long an accepted offer holds its unit, and a counter waits for the collector. */
  linkHours: 48,
  noteMaxLength: 2000,
  /** New offers per client and minute, as the contact form. */
  perClientPerMinute: 3,
  /** New offers per e-mail address and hour, whatever the client: each mails that address a receipt. */
  perAddressPerHour: 5,
} as const;

export const OFFER_TEXT = {
  amount: 'Enter an amount more than 0, with at most 2 decimals.',
  aboveListed: 'An offer cannot be above the listed price.',
  noOffers: 'This work does not take offers.',
  unavailable: 'This work is not available at the moment.',
  tooMany: 'You already have 3 open offers on this work.',
  tooManyFromAddress: 'Too many offers from this e-mail address. Please try again in an hour.',
  noteTooLong: 'The note is too long.',
  sent: 'Thank you. The gallery has your offer and will answer you by e-mail.',
  notFound: 'Offer not found',
  linkInvalid: 'This offer link is not valid.',
  expired: 'This offer has expired.',
  answered: 'This offer has already been answered.',
  counterAbove: 'The counteroffer cannot be above the listed price.',
  counterNotBelowOffer: 'The counteroffer must be more than the offer.',
  format: 'Choose one of the formats this work is offered in.',
  bought: 'This offer has already been bought.',
  workGone: 'The work is no longer available.',
} as const;

const money = (message: string) =>
  z.preprocess(
    fromForm,
    z
      .number({ error: message })
      .gt(0, message)
      .max(100_000_000, message)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-7, message),
  );

const id = z.string().trim().min(1).max(64);
const NAME_REQUIRED = 'Name is required.';

/** POST /api/offers: a collector's offer on one format of a work. */
export const offerBody = z.object({
  artworkId: id,
  formatId: id,
  amount: money(OFFER_TEXT.amount),
  email: emailField({ required: 'Email is required.', invalid: 'Invalid email address.', keepCase: true }),
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, NAME_REQUIRED)
    .max(CONTACT_NAME_MAX_LENGTH, 'Name is too long.'),
  message: z
    .string()
    .max(OFFER_RULES.noteMaxLength, OFFER_TEXT.noteTooLong)
    .optional()
    .transform((v) => v?.trim() ?? ''),
});
export type OfferBody = z.infer<typeof offerBody>;
export const offerSent = z.object({ success: z.literal(true), message: z.string() });

/** The token of a collector's offer link: 43 base64url characters (256 random bits). */
export const offerTokenParams = z.object({ token: z.string().max(100) });

/** What the collector's page `/offers/{token}` shows. */
export const collectorOffer = z.object({
  status: offerStatus,
  artwork: z.object({ _id: z.string(), title: z.string(), artistName: z.string(), imageUrl: z.string() }),
  formatName: z.string(),
  name: z.string(),
  amount: z.number(),
  /** The gallery's counteroffer, when it made one. */
  counterAmount: z.number().nullable(),
  /** The price the collector may buy at, once accepted. */
  agreedAmount: z.number().nullable(),
  /** When the hold (accepted) or the counter (countered) ends. */
  expiresAt: z.string().nullable(),
  /** The order bought through the link. */
  orderId: z.string().nullable(),
});
export type CollectorOffer = z.infer<typeof collectorOffer>;

/** POST /api/offers/{token}/send-invoice: the invoice checkout's fields but the cart and e-mail. */
export const offerInvoiceBody = z
  .object({ fulfillmentType, shippingAddress: shippingAddress.optional() })
  .superRefine((body, ctx) => {
    if (body.fulfillmentType === 'shipping' && !body.shippingAddress) {
      ctx.addIssue({ code: 'custom', path: ['shippingAddress', 'fullName'], message: CHECKOUT_TEXT.fullName });
    }
  });
export type OfferInvoiceBody = z.infer<typeof offerInvoiceBody>;
export const offerInvoiceSent = z.object({
  success: z.literal(true),
  message: z.string(),
  orderId: z.string(),
  total: z.number(),
});
export type OfferInvoiceSent = z.infer<typeof offerInvoiceSent>;

/** POST /api/offers/{token}/card-draft: a card checkout at the agreed price, shipped to this address. */
export const offerCardBody = orderDraftBody.pick({ delivery_address: true, country: true, region: true });
export type OfferCardBody = z.infer<typeof offerCardBody>;

// --- back office

export const offerEvent = z.object({
  kind: z.enum(['made', 'accepted', 'declined', 'countered', 'counter-accepted', 'expired', 'ordered']),
  at: z.string(),
  /** The collector's e-mail, the admin's, or 'system'. */
  actor: z.string(),
  amount: z.number().nullable(),
});
export type OfferEvent = z.infer<typeof offerEvent>;

export const adminOffer = z.object({
  _id: z.string(),
  artwork: z.object({ _id: z.string(), title: z.string() }),
  formatId: z.string(),
  formatName: z.string(),
  amount: z.number(),
  /** The format's price when the offer was made (null for a work on request). */
  listedPrice: z.number().nullable(),
  email: z.string(),
  name: z.string(),
  message: z.string(),
  status: offerStatus,
  counterAmount: z.number().nullable(),
  expiresAt: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  events: z.array(offerEvent),
});
export type AdminOffer = z.infer<typeof adminOffer>;
export const adminOffers = z.object({ offers: z.array(adminOffer) });
export type AdminOffers = z.infer<typeof adminOffers>;

export const counterBody = z.object({ amount: money(OFFER_TEXT.amount) });
export type CounterBody = z.infer<typeof counterBody>;

// --- holds for a collector

export const HOLD_FOR_COLLECTOR_TEXT = {
  collector: 'Enter the collector’s name or e-mail.',
  until: 'Choose the last day of the hold, from today to a year ahead.',
  noteTooLong: 'The note is too long.',
  unavailable: 'No unit of this work is free to hold.',
  notFound: 'Hold not found',
  released: 'This hold has already ended.',
} as const;

export const MAX_HOLD_DAYS = 366;

export const collectorHoldBody = z.object({
  collector: z
    .string({ error: HOLD_FOR_COLLECTOR_TEXT.collector })
    .trim()
    .min(1, HOLD_FOR_COLLECTOR_TEXT.collector)
    .max(200, HOLD_FOR_COLLECTOR_TEXT.collector),
  /** The last day the work is held (UTC); the release job runs when that day ends. */
  until: z
    .string({ error: HOLD_FOR_COLLECTOR_TEXT.until })
    .max(10, HOLD_FOR_COLLECTOR_TEXT.until)
    .refine(isCalendarDay, HOLD_FOR_COLLECTOR_TEXT.until),
  note: z
    .string()
    .max(1000, HOLD_FOR_COLLECTOR_TEXT.noteTooLong)
    .optional()
    .transform((v) => v?.trim() ?? ''),
});
export type CollectorHoldBody = z.infer<typeof collectorHoldBody>;

export const collectorHold = z.object({
  _id: z.string(),
  artwork: z.object({ _id: z.string(), title: z.string() }),
  collector: z.string(),
  until: z.string(),
  note: z.string(),
  status: collectorHoldStatus,
  createdAt: z.string(),
  createdBy: z.string(),
  releasedAt: z.string().nullable(),
  /** An admin's e-mail, or 'system' when its day ended. */
  releasedBy: z.string().nullable(),
});
export type CollectorHold = z.infer<typeof collectorHold>;
export const collectorHolds = z.object({ holds: z.array(collectorHold) });
export type CollectorHolds = z.infer<typeof collectorHolds>;
