import { z } from 'zod';
import { amount, fromForm, required, text } from './admin-fields.ts';
import { commissionRate } from './commission.ts';
import { isCountryCode } from './countries.ts';
import { emailField } from './email.ts';
import { isCurrencyCode } from './rules/money.ts';
import { DOMESTIC_ZONE, RATED_CLASSES, WORLD_ZONE } from './rules/shipping.ts';
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

const cents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const RATE = 'Shipping rate must be an amount of 0 or more, with at most 2 decimals';
const TAX = 'Tax rate must be a percentage above 0 and at most 100, with at most 3 decimals';
const country = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .refine((c): boolean => isCountryCode(c), message);
const onOff = (label: string) => z.boolean({ error: `${label} must be on or off` }).optional();

/** What a sale costs (gallery.md §6); each list is checked as a whole in `checkSaleCosts`. */
const saleCostFields = {
  currency: z
    .string({ error: 'Currency must be an ISO 4217 code such as USD or EUR' })
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, 'Currency must be an ISO 4217 code such as USD or EUR')
    .optional(),
  shippingZones: z
    .array(
      z.object(
        {
          name: required(60, 'Zone name is required', 'Zone name is too long'),
          countries: z
            .array(country('Each country must be a 2-letter country code such as DE'), {
              error: 'Each zone needs at least one country',
            })
            .min(1, 'Each zone needs at least one country')
            .max(250, 'A zone holds at most 250 countries'),
        },
        { error: 'Zone name is required' },
      ),
      { error: 'Shipping zones must be a list' },
    )
    .max(50, 'At most 50 shipping zones')
    .optional(),
  shippingRates: z
    .array(
      z.object(
        {
          zone: required(60, 'Rate zone is required', 'Rate zone is too long'),
          class: z.enum(RATED_CLASSES, { error: 'Shipping class must be small, medium, large or crate' }),
          amount: amount(RATE).refine(cents, RATE),
        },
        { error: 'Rate zone is required' },
      ),
      { error: 'Shipping rates must be a list' },
    )
    .max(300, 'At most 300 shipping rates')
    .optional(),
  taxRates: z
    .array(
      z.object(
        {
          country: country('Tax country must be a 2-letter country code such as DE'),
          region: text(100, 'Tax region'),
          rate: z.preprocess(
            fromForm,
            z
              .number({ error: TAX })
              .gt(0, TAX)
              .max(100, TAX)
              .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, TAX),
          ),
          label: required(40, 'Tax label is required', 'Tax label is too long'),
        },
        { error: 'Tax country must be a 2-letter country code such as DE' },
      ),
      { error: 'Tax rates must be a list' },
    )
    .max(300, 'At most 300 tax rates')
    .optional(),
  pricesIncludeTax: onOff('Prices include tax'),
  taxShipping: onOff('Tax on shipping'),
};

const saleCostBody = z.object(saleCostFields);
type SaleCostBody = z.infer<typeof saleCostBody>;

/** The rules across a list's entries, each reported at the field it names. */
function checkSaleCosts(body: SaleCostBody, ctx: z.RefinementCtx): void {
  const zoneOf = new Map<string, string>();
  const names = new Set<string>();
  (body.shippingZones ?? []).forEach((zone, i) => {
    const key = zone.name.toLowerCase();
    if (key === DOMESTIC_ZONE || key === WORLD_ZONE) {
      ctx.addIssue({
        code: 'custom',
        path: ['shippingZones', i, 'name'],
        message: `Every shop has the zones ${DOMESTIC_ZONE} and ${WORLD_ZONE}; please name this zone differently`,
      });
    } else if (names.has(key)) {
      ctx.addIssue({ code: 'custom', path: ['shippingZones', i, 'name'], message: 'Each zone needs its own name' });
    }
    names.add(key);
    zone.countries.forEach((c, j) => {
      const other = zoneOf.get(c);
      if (other !== undefined && other !== zone.name) {
        ctx.addIssue({
          code: 'custom',
          path: ['shippingZones', i, 'countries', j],
          message: `${c} is already in the zone ${other}; a country belongs to one zone`,
        });
      }
      zoneOf.set(c, zone.name);
    });
  });
  const rated = new Set<string>();
  (body.shippingRates ?? []).forEach((rate, i) => {
    const zone = rate.zone.toLowerCase();
    if (zone !== DOMESTIC_ZONE && zone !== WORLD_ZONE && !names.has(zone)) {
      ctx.addIssue({
        code: 'custom',
        path: ['shippingRates', i, 'zone'],
        message: 'Rate zone must be domestic, world or one of the shipping zones',
      });
    }
    const key = `${zone}|${rate.class}`;
    if (rated.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['shippingRates', i, 'class'],
        message: 'There is already a rate for this zone and class',
      });
    }
    rated.add(key);
  });
  const taxed = new Set<string>();
  (body.taxRates ?? []).forEach((rate, i) => {
    const key = `${rate.country}|${rate.region.toLowerCase()}`;
    if (taxed.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['taxRates', i, 'region'],
        message: 'There is already a tax rate for this country and region',
      });
    }
    taxed.add(key);
  });
}

export const shopSettingsBody = z
  .object(
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
          domesticBusinessDays: required(
            20,
            'Domestic delivery time is required',
            'Domestic delivery time is too long',
          ),
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
      ...saleCostFields,
    },
    { error: 'Gallery name is required' },
  )
  .superRefine(checkSaleCosts);
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
