import { z } from 'zod';
import { amount, fromForm, required, text } from './admin-fields.ts';
import { commissionRate } from './commission.ts';
import { emailField } from './email.ts';
import { adminShopSettings } from './shop-settings.ts';
import { LOGO_PATTERN } from './shop-settings-values.ts';

/** The back office's shop settings form (PUT /api/admin/shop-settings): each field has its own message. */

const whole = (message: string, min: number, max: number) =>
  z.preprocess(fromForm, z.number({ error: message }).int(message).min(min, message).max(max, message));

/** '' or an http(s) address; a bare domain gets https:// in front, as people type them. */
const link = (label: string) =>
  text(500, label)
    .transform((v) => (v === '' || /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
    .refine(
      (v) => v === '' || /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(v),
      `${label} must be a web address such as https://example.com`,
    );

const FEE = 'Storage fee must be an amount of 0 or more, with at most 2 decimals';
// Header-safe: the name goes into every e-mail's From line.
const SENDER = /^[^<>"\\\p{Cc}]*$/u;

export const shopSettingsBody = z.object(
  {
    shopName: required(100, 'Gallery name is required', 'Gallery name is too long'),
    logo: text(2000, 'Logo').refine((v) => v === '' || LOGO_PATTERN.test(v), 'Logo must be an uploaded image'),
    contactEmail: emailField({
      required: 'Contact email is required',
      invalid: 'Please enter a valid contact email address',
    }),
    phone: text(40, 'Phone'),
    address: z.object(
      {
        line1: text(200, 'Street address'),
        city: text(100, 'City'),
        region: text(100, 'State or region'),
        postalCode: text(20, 'Postal code'),
        country: required(100, 'Country is required', 'Country is too long'),
      },
      { error: 'Country is required' },
    ),
    social: z.object(
      {
        instagram: link('Instagram'),
        facebook: link('Facebook'),
        x: link('X'),
        pinterest: link('Pinterest'),
        website: link('Other link'),
      },
      { error: 'Social links must be an object' },
    ),
    returnPolicy: z.object(
      {
        days: whole('Returns window must be a whole number of days from 0 to 365', 0, 365),
        returnShippingPaidBy: z.enum(['customer', 'shop'], {
          error: 'Return shipping is paid by the customer or the shop',
        }),
        refundBusinessDays: required(20, 'Refund time is required', 'Refund time is too long'),
      },
      { error: 'Returns window must be a whole number of days from 0 to 365' },
    ),
    shippingPolicy: z.object(
      {
        processingBusinessDays: required(20, 'Processing time is required', 'Processing time is too long'),
        domesticBusinessDays: required(20, 'Domestic delivery time is required', 'Domestic delivery time is too long'),
        internationalWeeks: whole('International delivery must be a whole number of weeks from 1 to 52', 1, 52),
      },
      { error: 'Processing time is required' },
    ),
    storage: z.object(
      {
        monthlyFee: amount(FEE).refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, FEE),
        country: required(100, 'Where works are located is required', 'Where works are located is too long'),
        firstMonthFree: z.boolean({ error: 'First month free must be on or off' }),
      },
      { error: FEE },
    ),
    mailSenderName: text(100, 'Sender name').refine(
      (v) => SENDER.test(v),
      'Sender name cannot contain <, >, quotation marks or line breaks',
    ),
    messageNotifications: z.boolean({ error: 'Message notifications must be on or off' }),
    /** The rate a new artist starts with; absent keeps it. */
    defaultCommissionRate: commissionRate.optional(),
  },
  { error: 'Gallery name is required' },
);
export type ShopSettingsBody = z.infer<typeof shopSettingsBody>;

/** The settings with who saved them last; `configured` is false until the owner has saved them once. */
export const shopSettingsAdminView = z.object({
  settings: adminShopSettings,
  configured: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ShopSettingsAdminView = z.infer<typeof shopSettingsAdminView>;

/** One line of the settings' audit trail: who saved, when, and each changed field as `field: old → new`. */
export const shopSettingsChange = z.object({
  _id: z.string(),
  adminEmail: z.string(),
  changedAt: z.string(),
  changes: z.array(z.string()),
});
export type ShopSettingsChange = z.infer<typeof shopSettingsChange>;
export const shopSettingsHistory = z.object({ changes: z.array(shopSettingsChange) });
