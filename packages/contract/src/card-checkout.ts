import { z } from 'zod';
import { emailField } from './email.ts';

/** Card checkout of a single artwork: a held draft, a payment intent, then the order. */
export const CARD_TEXT = {
  draftFailed: 'Failed to create order draft',
  intentFailed: 'Failed to create payment intent',
  somethingWrong: 'Something went wrong. Please try again.',
  stripeNotLoaded: 'Stripe not loaded',
  cardElementMissing: 'Card element not found',
  paymentFailed: 'Payment failed',
  paymentNotSuccessful: 'Payment not successful',
  finalizationFailed: 'Order finalization failed',
  draftNotFound: 'Order draft not found',
  holdExpired: 'The hold on this work has expired. Please start again.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  addressRequired: 'Delivery address is required',
  formatRequired: 'Please choose a format',
  cardsOff: 'Card payments are not available in this shop',
} as const;

/** A card checkout holds its one unit this long while the buyer pays; then the unit goes back on sale. */
export const CARD_HOLD_MINUTES = 15;

/** How the shop takes cards (PAYMENT_PROVIDER); `none`: no Buy Now, the cart's invoice checkout only. */
export const CARD_PAYMENT_MODES = ['stripe', 'sandbox', 'none'] as const;

export type CardPaymentMode = (typeof CARD_PAYMENT_MODES)[number];

/** The notice on every page of a test shop (card payments through the sandbox), after its "Test shop" label. */
export const TEST_SHOP_NOTICE = 'No payment is real: orders placed here are test orders and no card is charged.';

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
});
export type OrderDraftBody = z.infer<typeof orderDraftBody>;
export const orderDraftResponse = z.object({ draft_id: z.string(), amount: z.number(), expires_at: z.string() });

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
