import { z } from 'zod';
import { commissionRate } from './commission.ts';
import { isCountryCode } from './countries.ts';
import { MAX_EMAIL_LENGTH, SIMPLE_EMAIL } from './email.ts';
import { isCurrencyCode } from './rules/money.ts';
import { RATED_CLASSES } from './rules/shipping.ts';
import { LOGO_PATTERN } from './shop-settings-values.ts';

/**
 * The shop's public settings (name, logo, contact, address, social links, return, shipping and
 * storage policies are settings with defaults). Everything here is public; no secrets.
 */

/** An absolute http(s) link, or '' for "not set" (the storefront then hides it). */
const optionalLink = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]);
const text = (max: number) => z.string().trim().max(max);

export const logoUrl = z.union([z.literal(''), z.string().max(2000).regex(LOGO_PATTERN)]);

export const shopAddress = z.object({
  line1: text(200),
  city: text(100),
  region: text(100),
  postalCode: text(20),
  country: text(100),
});
export type ShopAddress = z.infer<typeof shopAddress>;

export const socialLinks = z.object({
  instagram: optionalLink,
  facebook: optionalLink,
  x: optionalLink,
  pinterest: optionalLink,
  /** Any other page of the gallery's (a blog, a second site). */
  website: optionalLink,
});
export type SocialLinks = z.infer<typeof socialLinks>;

export const returnPolicy = z.object({
  /** Days from delivery within which a return gets a full refund. */
  days: z.number().int().min(0).max(365),
  returnShippingPaidBy: z.enum(['customer', 'shop']),
  /** Business days from inspection to refund, as shown ('5-7'). */
  refundBusinessDays: text(20).min(1),
});
export type ReturnPolicy = z.infer<typeof returnPolicy>;

/** Shipping times by region: processing, then delivery within the shop's country or abroad. */
export const shippingPolicy = z.object({
  processingBusinessDays: text(20).min(1),
  domesticBusinessDays: text(20).min(1),
  internationalWeeks: z.number().int().min(1).max(52),
});
export type ShippingPolicy = z.infer<typeof shippingPolicy>;

/** Storage of purchased works: where the works are kept, the fee in US dollars per month, whether the first month is free. */
export const storagePolicy = z.object({
  monthlyFee: z.number().min(0),
  country: text(100).min(1),
  firstMonthFree: z.boolean(),
});
export type StoragePolicy = z.infer<typeof storagePolicy>;

/** What a sale costs (gallery.md §6): the currency, shipping zones and rates, tax rates. Amounts in major units. */
export const shippingZone = z.object({
  name: text(60).min(1),
  countries: z.array(z.string().refine((c): boolean => isCountryCode(c))).min(1),
});
export const shippingRate = z.object({
  zone: text(60).min(1),
  class: z.enum(RATED_CLASSES),
  amount: z.number().min(0),
});
export const taxRate = z.object({
  country: z.string().refine((c): boolean => isCountryCode(c)),
  region: text(100),
  rate: z.number().min(0).max(100),
  label: text(40).min(1),
});
export const saleCostSettings = z.object({
  currency: z.string().refine(isCurrencyCode),
  shippingZones: z.array(shippingZone).max(50),
  shippingRates: z.array(shippingRate).max(300),
  taxRates: z.array(taxRate).max(300),
  pricesIncludeTax: z.boolean(),
  taxShipping: z.boolean(),
});
export type SaleCostSettings = z.infer<typeof saleCostSettings>;

export const shopSettings = z.object({
  shopName: text(100).min(1),
  logo: logoUrl,
  contactEmail: z.string().trim().max(MAX_EMAIL_LENGTH, { abort: true }).regex(SIMPLE_EMAIL),
  phone: text(40),
  address: shopAddress,
  social: socialLinks,
  returnPolicy,
  shippingPolicy,
  storage: storagePolicy,
  ...saleCostSettings.shape,
});
export type ShopSettings = z.infer<typeof shopSettings>;

/** What only the back office sees besides the public settings. */
export const shopPrivateSettings = z.object({
  /** The display name of every e-mail's sender; '' means the gallery name. */
  mailSenderName: text(100),
  /** Whether each contact-form message is also e-mailed to the contact address. */
  messageNotifications: z.boolean(),
  /** The commission rate a new artist starts with (gallery.md §4). */
  defaultCommissionRate: commissionRate,
});
export type ShopPrivateSettings = z.infer<typeof shopPrivateSettings>;

export const adminShopSettings = shopSettings.extend(shopPrivateSettings.shape);
export type AdminShopSettings = z.infer<typeof adminShopSettings>;
