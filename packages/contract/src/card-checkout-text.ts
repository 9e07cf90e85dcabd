// Plain values only, no zod: the storefront's first page imports these, and a schema here would
// bring zod into its JavaScript (see card-checkout.ts for the schemas).

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
  tooManyDrafts:
    'Three works are already reserved for checkout from this connection. Please finish one of those payments, or try again in 15 minutes.',
} as const;

/** A card checkout holds its one unit this long while the buyer pays; then the unit goes back on sale. */
export const CARD_HOLD_MINUTES = 15;

/**
 * What card checkouts may hold at once (decision 052): one open draft per e-mail address (a new
 * one replaces it and frees its work) and this many per client (an IPv6 client by its /64).
 */
export const CARD_DRAFTS_PER_CLIENT = 3;

/** How the shop takes cards (PAYMENT_PROVIDER); `none`: no Buy Now, the cart's invoice checkout only. */
export const CARD_PAYMENT_MODES = ['stripe', 'sandbox', 'none'] as const;

export type CardPaymentMode = (typeof CARD_PAYMENT_MODES)[number];

/** The notice on every page of a test shop (card payments through the sandbox), after its "Test shop" label. */
export const TEST_SHOP_NOTICE = 'No payment is real: orders placed here are test orders and no card is charged.';
