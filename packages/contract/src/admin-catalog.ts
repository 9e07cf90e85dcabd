import { z } from 'zod';
import {
  amount,
  clientId,
  labels,
  MAX_DOLLARS,
  optionalEmail,
  optionalNumber,
  required,
  text,
  website,
  wholeNumber,
} from './admin-fields.ts';
import { artwork, availability, heroMedia, storedFormat } from './catalog.ts';
import { commissionRate, ownership } from './commission.ts';
import { picture } from './common.ts';
import { editionNumbers } from './editions.ts';
import { EDITION_TEXT } from './rules/edition-text.ts';
import { SHIPPING_CLASSES } from './rules/shipping.ts';

/**
 * The back office's catalog API (see docs/decisions/009-admin-catalog-api.md): artists, artworks,
 * uploads, hero media, payment details, format categories and types. Money crosses as dollars.
 */

export const MAX_IMAGE_UPLOAD_MB = 15;
export const MAX_VIDEO_UPLOAD_MB = 100;
export const IMAGE_TOO_LARGE = `The image is too large. The limit is ${MAX_IMAGE_UPLOAD_MB} MB.`;
export const VIDEO_TOO_LARGE = `The video is too large. The limit is ${MAX_VIDEO_UPLOAD_MB} MB.`;
export const UNKNOWN_IMAGE = 'Unknown image';
/** Ids sent by a client (the back office's `cat-<timestamp>`) are kept when they look like this. */
export const SAFE_CLIENT_ID = /^[\w-]{1,64}$/;
const flag = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

// --- artists
export const ARTIST_NAME_REQUIRED = 'Name is required.';
export const adminArtistBody = z.object(
  {
    name: required(200, ARTIST_NAME_REQUIRED, 'Name is too long.'),
    bio: text(5000, 'Bio'),
    website,
    instagram: text(200, 'Instagram'),
    email: optionalEmail,
    country: text(100, 'Country'),
    /** A URL answered by upload-image (or the artist's current one), or '' for none. */
    profileImage: text(2000, 'Profile image'),
    awards: labels(100, 'Awards')
      .optional()
      .transform((v) => v ?? []),
    // Storefront fields beyond the back office's form; absent means "leave as it is" on an edit.
    style: labels(20, 'Style').optional(),
    verified: flag('verified'),
    featured: flag('featured'),
    /** The gallery's share of the artist's sales in percent; absent: the shop's default on a new artist, unchanged on an edit. */
    commissionRate: commissionRate.optional(),
  },
  { error: ARTIST_NAME_REQUIRED },
);
export type AdminArtistBody = z.infer<typeof adminArtistBody>;

export const adminArtist = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  bio: z.string(),
  website: z.string(),
  instagram: z.string(),
  email: z.string(),
  country: z.string(),
  profileImage: z.string(),
  picture: picture.nullable(),
  awards: z.array(z.string()),
  style: z.array(z.string()),
  verified: z.boolean(),
  featured: z.boolean(),
  artworkCount: z.number().int(),
  commissionRate: z.number(),
});
export type AdminArtist = z.infer<typeof adminArtist>;

// --- artworks
export const ARTWORK_MESSAGES = {
  title: 'Title is required.',
  artist: 'Artist is required.',
  price: 'Valid price is required.',
  formats: 'At least one format is required.',
  formatName: 'Format name required.',
  formatPrice: 'Valid price required.',
  images: 'At least one image is required.',
} as const;
const M = ARTWORK_MESSAGES;

type ArtistLike = { _id?: unknown; id?: unknown };
/** The artist as the back office's form sends it (the whole artist object) or just its id. */
const artistRef = z.preprocess(
  (v) => (typeof v === 'object' && v !== null ? ((v as ArtistLike)._id ?? (v as ArtistLike).id) : v),
  required(64, M.artist, 'Artist not found'),
);

const SHIPPING_CLASS = 'Shipping class must be small, medium, large, crate or quote';
/** How a format ships (gallery.md §6): a type's class, or an artwork format's own; absent keeps it. */
export const shippingClassField = z.enum(SHIPPING_CLASSES, { error: SHIPPING_CLASS });

export const adminFormatBody = z.object(
  {
    /** An id this artwork already has is kept; anything else (a client timestamp) gets a new id. */
    id: clientId,
    name: required(200, M.formatName, 'Format name is too long.'),
    price: amount(M.formatPrice),
    available: flag('available'),
    /** Its own shipping class; null takes its format type's; absent keeps it. */
    shippingClass: shippingClassField.nullable().optional(),
  },
  { error: M.formatName },
);

// --- provenance (gallery.md §3)
export const PROVENANCE_MAX_ENTRIES = 50;
export const PROVENANCE_TEXT_MAX = 500;
export const PROVENANCE_DATE_MAX = 100;
const PROVENANCE_TEXT_REQUIRED = 'Each provenance entry needs a text.';
/** One provenance entry as the back office edits it: a free-text date, what happened, public or not. */
export const provenanceEntryBody = z.object(
  {
    date: text(PROVENANCE_DATE_MAX, 'Provenance date'),
    text: required(
      PROVENANCE_TEXT_MAX,
      PROVENANCE_TEXT_REQUIRED,
      `Provenance text is too long (at most ${PROVENANCE_TEXT_MAX} characters).`,
    ),
    public: z.boolean({ error: 'Provenance public must be true or false' }).default(true),
  },
  { error: PROVENANCE_TEXT_REQUIRED },
);
export const adminProvenanceEntry = z.object({ date: z.string(), text: z.string(), public: z.boolean() });
export type AdminProvenanceEntry = z.infer<typeof adminProvenanceEntry>;

const EDITION = 'Edition size must be a whole number from 1.';
const YEAR = 'Enter a valid year.';
const ORIGINAL_PRICE = 'Valid original price is required.';

export const adminArtworkBody = z.object(
  {
    title: required(200, M.title, 'Title is too long.'),
    artist: artistRef,
    price: amount(M.price),
    description: text(10_000, 'Description'),
    dimensions: text(200, 'Dimensions'),
    medium: text(200, 'Medium'),
    formats: z.array(adminFormatBody, { error: M.formats }).min(1, M.formats).max(30, 'At most 30 formats.'),
    images: z
      .array(z.string({ error: UNKNOWN_IMAGE }).max(2000, UNKNOWN_IMAGE), { error: M.images })
      .min(1, M.images)
      .max(20, 'At most 20 images.'),
    // Storefront fields beyond the back office's form; absent means "leave as it is" on an edit.
    featured: flag('featured'),
    limited: flag('limited'),
    limitedCount: optionalNumber(z.number({ error: EDITION }).int(EDITION).min(1, EDITION).max(100_000, EDITION)),
    availability: availability.optional(),
    year: optionalNumber(z.number({ error: YEAR }).int(YEAR).min(1000, YEAR).max(2100, YEAR)),
    tags: labels(50, 'Tags').optional(),
    collections: labels(20, 'Collections').optional(),
    originalPrice: optionalNumber(
      z.number({ error: ORIGINAL_PRICE }).min(0, ORIGINAL_PRICE).max(MAX_DOLLARS, ORIGINAL_PRICE),
    ),
    provenance: z
      .array(provenanceEntryBody, { error: 'Provenance must be a list.' })
      .max(PROVENANCE_MAX_ENTRIES, `At most ${PROVENANCE_MAX_ENTRIES} provenance entries.`)
      .optional(),
    /** Numbers of a limited edition kept from the shop (sold at a fair, kept by the artist); absent keeps them. */
    withheldNumbers: z
      .array(z.number({ error: EDITION_TEXT.withheldNumber }).int(EDITION_TEXT.withheldNumber), {
        error: EDITION_TEXT.withheldNumber,
      })
      .max(1000, EDITION_TEXT.tooManyListed)
      .optional(),
    /** `gallery`: the gallery owns the work and the artist's share of its sales is 0; absent keeps it. */
    ownership: ownership.optional(),
    /** The rate for this work instead of its artist's; null uses the artist's; absent keeps it. */
    commissionRate: z.preprocess((v) => (v === '' ? null : v), commissionRate.nullable()).optional(),
    /** Collectors may make offers on it (gallery.md §5); absent keeps it. */
    acceptsOffers: z.boolean({ error: 'acceptsOffers must be true or false' }).optional(),
    /** 'Price on request' on the storefront; the price stays the gallery's; absent keeps it. */
    priceOnRequest: z.boolean({ error: 'priceOnRequest must be true or false' }).optional(),
  },
  { error: M.title },
);
export type AdminArtworkBody = z.infer<typeof adminArtworkBody>;

/** The storefront's artwork plus what the back office needs to know. */
export const adminArtwork = artwork.extend({
  // The back office always sees the stored prices, of a work on request too.
  price: z.number(),
  formats: z.array(storedFormat),
  createdAt: z.string(),
  updatedAt: z.string(),
  hasOrders: z.boolean(),
  /** Every entry, the private ones too (the storefront's `provenance` holds the public ones only). */
  provenance: z.array(adminProvenanceEntry),
  /** The numbers the gallery withholds from the shop (none for a unique work). */
  withheldNumbers: z.array(z.number().int()),
  /** A limited edition's numbers, sold, held and withheld (the rest are free); null for a unique work. */
  editionNumbers: editionNumbers.nullable(),
  ownership,
  /** This work's own rate, or null when its artist's applies. */
  commissionRate: z.number().nullable(),
});
export type AdminArtwork = z.infer<typeof adminArtwork>;

// --- uploads and hero media
export const uploadedImage = z.object({ url: z.string(), picture });
export type UploadedImage = z.infer<typeof uploadedImage>;
export const uploadedHeroMedia = heroMedia;

// --- payment details
// No amount in the words: the shop's currency may change, and the invoice prints the installments that apply.
export const DEFAULT_PAYMENT_TERMS =
  'Payment is due within 30 days of the invoice date. Larger orders may be paid in installments, as the invoice shows when they apply.';
export const DEFAULT_PAYMENT_INSTRUCTIONS = 'Please include your order number as the payment reference.';
export const PAYMENT_DETAILS_DEFAULTS = {
  installmentEnabled: true,
  installmentThreshold: 100,
  installmentPeriod: 30,
  installmentCount: 10,
  paymentTerms: DEFAULT_PAYMENT_TERMS,
  paymentInstructions: DEFAULT_PAYMENT_INSTRUCTIONS,
} as const;
export const PAYMENT_DETAILS_NOT_CONFIGURED = 'Payment details not configured';

const THRESHOLD = 'Installment threshold must be an amount of 0 or more, with at most 2 decimals';
const longText = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .max(5000, `${label} is too long.`)
    .nullish();

export const paymentDetailsBody = z.object(
  {
    bankName: required(200, 'Bank name is required', 'Bank name is too long'),
    accountName: required(200, 'Account name is required', 'Account name is too long'),
    accountNumber: required(100, 'Account number is required', 'Account number is too long'),
    routingNumber: required(100, 'Routing number is required', 'Routing number is too long'),
    swiftCode: text(50, 'SWIFT code'),
    iban: text(50, 'IBAN'),
    bankNotificationEmail: optionalEmail,
    // Absent (or null) keeps the current text, or the default on creation.
    paymentInstructions: longText('Payment instructions'),
    paymentTerms: longText('Payment terms'),
    installmentEnabled: flag('installmentEnabled'),
    installmentThreshold: amount(THRESHOLD)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, THRESHOLD)
      .optional(),
    installmentPeriod: wholeNumber('Installment period must be between 1 and 365 days', 1, 365),
    installmentCount: wholeNumber('Installment count must be between 2 and 24', 2, 24),
  },
  { error: 'Bank name is required' },
);
export type PaymentDetailsBody = z.infer<typeof paymentDetailsBody>;

export const paymentDetails = z.object({
  _id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  routingNumber: z.string(),
  swiftCode: z.string(),
  iban: z.string(),
  bankNotificationEmail: z.string(),
  paymentInstructions: z.string(),
  paymentTerms: z.string(),
  installmentEnabled: z.boolean(),
  installmentThreshold: z.number(),
  installmentPeriod: z.number().int(),
  installmentCount: z.number().int(),
  updatedAt: z.string(),
});
export type PaymentDetails = z.infer<typeof paymentDetails>;

// --- format categories and types
export const DEFAULT_CATEGORY_COLOR = '#6B7280';
/** The slug rule: the name lowercased, with spaces turned to hyphens. */
export const categorySlug = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

const keywordList = z
  .union([z.array(z.string().max(100, 'Keyword is too long.')), z.string().max(5000)], {
    error: 'Keywords must be a list.',
  })
  .nullish()
  .transform((v) => [...new Set((Array.isArray(v) ? v : (v ?? '').split(',')).map((k) => k.trim()).filter(Boolean))])
  .refine((list) => list.length <= 50, 'At most 50 keywords.');

export const formatCategoryBody = z.object(
  {
    id: clientId,
    name: required(100, 'Name is required', 'Name is too long'),
    description: text(1000, 'Description'),
    /** A list, or the comma-separated text the form's field holds. */
    keywords: keywordList,
    color: text(20, 'Color')
      .transform((v) => v || DEFAULT_CATEGORY_COLOR)
      .refine((v) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v), 'Color must be a hex colour such as #6B7280'),
  },
  { error: 'Name is required' },
);
export type FormatCategoryBody = z.infer<typeof formatCategoryBody>;

export const formatCategory = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  color: z.string(),
  formatTypeCount: z.number().int(),
});
export type FormatCategory = z.infer<typeof formatCategory>;
export const formatCategoryList = z.object({ categories: z.array(formatCategory) });

const MULTIPLIER = 'Price multiplier must be a positive number';
export const formatTypeBody = z.object(
  {
    id: clientId,
    name: required(100, 'Name is required', 'Name is too long'),
    categoryId: required(64, 'Category is required', 'Category not found'),
    description: text(1000, 'Description'),
    priceMultiplier: optionalNumber(z.number({ error: MULTIPLIER }).positive(MULTIPLIER).max(1000, MULTIPLIER)),
    shippingClass: shippingClassField.optional(),
  },
  { error: 'Name is required' },
);
export type FormatTypeBody = z.infer<typeof formatTypeBody>;

export const formatType = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  categoryId: z.string(),
  description: z.string(),
  priceMultiplier: z.number().nullable(),
  shippingClass: z.enum(SHIPPING_CLASSES),
});
export type FormatType = z.infer<typeof formatType>;
export const formatTypeList = z.object({ formatTypes: z.array(formatType) });
