import { z } from 'zod';
import { isCountryCode } from './countries.ts';
import { emailField } from './email.ts';
import { HOLD_TEXT, MAX_CART_LINES } from './invoice-holds.ts';

/** Invoice checkout from the cart: the payload, its messages and the answers. */
export const CHECKOUT_TEXT = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  fulfillmentRequired: 'Please select a fulfillment option',
  fullName: 'Full name is required',
  phone: 'Phone number is required',
  phoneCountryCode: 'Please include the country code, e.g. +1 212 555 0143',
  street: 'Street address is required',
  city: 'City is required',
  state: 'State/Province is required',
  postalCode: 'Postal code is required',
  country: 'Country is required',
  cartEmpty: 'Your cart is empty',
  invoiceSent: 'An invoice has been sent to your email.',
  pricesChanged: 'Prices have changed since these works were added to your cart. Please review the new total.',
  popupFailure: 'Failed to send invoice. Please try again.',
  pageFailure: 'Failed to send invoice',
} as const;

export const MAX_LINE_QUANTITY = 100;

const field = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, message);

export const shippingAddress = z.object({
  fullName: field(CHECKOUT_TEXT.fullName),
  // Couriers need an international number: a plus, the country code, then the number.
  phoneNumber: field(CHECKOUT_TEXT.phone, 40).regex(/^\+\d[\d ().-]{4,30}$/, CHECKOUT_TEXT.phoneCountryCode),
  streetAddress: field(CHECKOUT_TEXT.street, 300),
  city: field(CHECKOUT_TEXT.city),
  stateProvince: field(CHECKOUT_TEXT.state),
  postalCode: field(CHECKOUT_TEXT.postalCode, 40),
  country: z.string({ error: CHECKOUT_TEXT.country }).trim().toUpperCase().refine(isCountryCode, CHECKOUT_TEXT.country),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

export const fulfillmentType = z.enum(['shipping', 'storage'], { error: CHECKOUT_TEXT.fulfillmentRequired });
export type FulfillmentType = z.infer<typeof fulfillmentType>;

const id = z.string().trim().min(1).max(64);
/**
 * A cart line as the store keeps it. Only the ids, the quantity and the price the buyer saw are
 * read; the server prices every line from the database.
 */
export const checkoutCartLine = z.object({
  artwork: z.object({ _id: id.optional(), id: id.optional(), title: z.string().max(300).optional() }),
  format: z.object({ id, price: z.number().min(0).optional() }),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type CheckoutCartLine = z.infer<typeof checkoutCartLine>;

export const invoiceRequest = z
  .object({
    email: emailField({ required: CHECKOUT_TEXT.emailRequired, invalid: CHECKOUT_TEXT.emailInvalid }),
    fulfillmentType,
    cart: z
      .array(checkoutCartLine, { error: CHECKOUT_TEXT.cartEmpty })
      .min(1, CHECKOUT_TEXT.cartEmpty)
      .max(MAX_CART_LINES, HOLD_TEXT.tooManyLines),
    shippingAddress: shippingAddress.optional(),
    /** The total (dollars) the buyer agreed to after being shown changed prices. */
    acceptedTotal: z.number().min(0).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.fulfillmentType === 'shipping' && !body.shippingAddress) {
      ctx.addIssue({ code: 'custom', path: ['shippingAddress', 'fullName'], message: CHECKOUT_TEXT.fullName });
    }
  });
export type InvoiceRequest = z.infer<typeof invoiceRequest>;

export const quotedLine = z.object({
  artworkId: z.string(),
  formatId: z.string(),
  title: z.string(),
  artistName: z.string(),
  formatName: z.string(),
  unitPrice: z.number(),
  quantity: z.number().int(),
});
export type QuotedLine = z.infer<typeof quotedLine>;

/** 409 when the server's prices differ from the cart's: nothing is reserved; resend with acceptedTotal. */
export const pricesChangedBody = z.object({
  error: z.string(),
  code: z.literal('prices_changed'),
  lines: z.array(quotedLine),
  total: z.number(),
});
export type PricesChangedBody = z.infer<typeof pricesChangedBody>;

export const invoiceSentBody = z.object({
  success: z.literal(true),
  message: z.string(),
  orderId: z.string(),
  /**
   * null from the invoice checkout: the number is given when the invoice is issued, just after the
   * answer (decision 042), and the invoice e-mail carries it. A paid card order's answer has it.
   */
  invoiceNumber: z.string().nullable(),
  total: z.number(),
});
export type InvoiceSentBody = z.infer<typeof invoiceSentBody>;
