import { z } from 'zod';
import { checkoutCartLine, fulfillmentType } from './checkout.ts';
import { isCountryCode } from './countries.ts';
import { MAX_CART_LINES } from './invoice-holds.ts';
import { SHIPPING_TEXT } from './rules/shipping.ts';

/**
 * What a sale costs as the buyer sees it before committing and as the order keeps it (gallery.md
 * §6): amounts in the currency's major units; `shipping` null while the gallery quotes it.
 */
export const saleCostsView = z.object({
  currency: z.string(),
  subtotal: z.number(),
  shipping: z.number().nullable(),
  tax: z.number(),
  /** The tax line's label and percent; null without tax. */
  taxLine: z.object({ label: z.string(), rate: z.number() }).nullable(),
  /** true: the tax is part of the prices (shown as "incl."), not added to them. */
  pricesIncludeTax: z.boolean(),
  total: z.number(),
});
export type SaleCostsView = z.infer<typeof saleCostsView>;

export const destinationCountry = z
  .string({ error: SHIPPING_TEXT.countryRequired })
  .trim()
  .toUpperCase()
  .refine((c): boolean => isCountryCode(c), SHIPPING_TEXT.countryRequired);
export const destinationRegion = z.string().trim().max(100, 'State/Province is too long');

/** The cart's costs for a destination (POST /api/checkout/costs): read-only, nothing is held. */
export const costsRequest = z.object({
  cart: z.array(checkoutCartLine).min(1).max(MAX_CART_LINES),
  fulfillmentType,
  country: destinationCountry.optional(),
  region: destinationRegion.optional(),
});
export type CostsRequest = z.infer<typeof costsRequest>;
