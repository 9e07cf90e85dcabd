import { z } from 'zod';
import { CARD_TEXT } from './card-checkout-text.ts';
import { emailField } from './email.ts';
import { destinationCountry, destinationRegion, saleCostsView } from './sale-costs.ts';

/** Card checkout of a single artwork: a held draft, a payment intent, then the order. */
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);

export const orderDraftBody = z.object({
  artwork_id: id(CARD_TEXT.draftFailed),
  email: emailField({ required: CARD_TEXT.emailRequired, invalid: CARD_TEXT.emailInvalid }),
  delivery_address: z
    .string({ error: CARD_TEXT.addressRequired })
    .trim()
    .min(1, CARD_TEXT.addressRequired)
    .max(1000, CARD_TEXT.addressRequired),
  variant: id(CARD_TEXT.formatRequired),
  /** Where it ships, for its shipping and tax (gallery.md §6); needed once either depends on it. */
  country: destinationCountry.optional(),
  region: destinationRegion.optional(),
});
export type OrderDraftBody = z.infer<typeof orderDraftBody>;
/** `amount` is what the card is charged: the total with shipping and tax, as `costs` itemises it. */
export const orderDraftResponse = z.object({
  draft_id: z.string(),
  amount: z.number(),
  expires_at: z.string(),
  costs: saleCostsView.optional(),
});

export const paymentIntentBody = z.object({ draft_id: id(CARD_TEXT.draftNotFound) });
export const paymentIntentResponse = z.object({
  clientSecret: z.string(),
  provider: z.enum(['stripe', 'sandbox']),
  publishableKey: z.string().nullable(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;

export const finalizeOrderBody = z.object({
  draft_id: id(CARD_TEXT.draftNotFound),
  payment_intent_id: z
    .string({ error: CARD_TEXT.paymentNotSuccessful })
    .trim()
    .min(1, CARD_TEXT.paymentNotSuccessful)
    .max(2000, CARD_TEXT.paymentNotSuccessful),
});
export const finalizeOrderResponse = z.object({ order_id: z.string() });

/** After a card payment, the buyer's browser asks for the paid invoice of its draft's order. */
export const paidInvoiceRequest = z.object({
  draft_id: id(CARD_TEXT.draftNotFound),
  email: emailField({ required: CARD_TEXT.emailRequired, invalid: CARD_TEXT.emailInvalid }),
});
export type PaidInvoiceRequest = z.infer<typeof paidInvoiceRequest>;

/** The sandbox's card step (no real card data ever reaches a provider in the sandbox). */
export const sandboxConfirmBody = z.object({
  clientSecret: z.string().min(1).max(2000),
  cardNumber: z.string().max(30),
  expMonth: z.number().int().min(0).max(99),
  expYear: z.number().int().min(0).max(9999),
  cvc: z.string().max(8),
});
export const sandboxConfirmResponse = z.object({ status: z.literal('succeeded'), paymentIntentId: z.string() });
