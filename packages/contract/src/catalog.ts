import { z } from 'zod';
import { picture } from './common.ts';
import {
  ARTWORK_PAGE_DEFAULT,
  ARTWORK_PAGE_MAX,
  FILTER_VALUE_MAX_LENGTH,
  FILTER_VALUES_MAX,
  MEDIUM_MAX_LENGTH,
  PRICE_FILTER_MAX,
  SEARCH_MAX_LENGTH,
} from './rules/catalog-limits.ts';
import { SHIPPING_CLASSES } from './rules/shipping.ts';

export const availability = z.enum(['available', 'reserved', 'sold']);
export type Availability = z.infer<typeof availability>;

/** A format as the back office stores it: always with its price. */
export const storedFormat = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  available: z.boolean(),
  /** The back office only: the format's own shipping class; null takes its type's (gallery.md §6). */
  shippingClass: z.enum(SHIPPING_CLASSES).nullable().optional(),
  /** true when the gallery quotes this format's shipping per order ('To be quoted'); absent otherwise. */
  quotedShipping: z.literal(true).optional(),
});
/** A format as the public sees it: no price for a work on request (gallery.md §5). */
export const format = storedFormat.extend({ price: z.number().nullable() });
export type Format = z.infer<typeof format>;

export const artist = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  picture: picture.nullable(),
  country: z.string(),
  style: z.array(z.string()),
  bio: z.string(),
  verified: z.boolean(),
  featured: z.boolean(),
  website: z.string(),
  instagram: z.string(),
  awards: z.array(z.string()),
});
export type Artist = z.infer<typeof artist>;

/** The artist as embedded in an artwork: enough for a wall label and a link. */
export const artistSummary = artist.pick({ _id: true, id: true, name: true, country: true });
export type ArtistSummary = z.infer<typeof artistSummary>;

export const provenanceEntry = z.object({ date: z.string(), text: z.string() });
export type ProvenanceEntry = z.infer<typeof provenanceEntry>;

export const artwork = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  artist: artistSummary,
  /** null for a work on request, as its formats' prices. */
  price: z.number().nullable(),
  originalPrice: z.number().nullable(),
  images: z.array(z.string()),
  pictures: z.array(picture),
  formats: z.array(format),
  medium: z.string(),
  dimensions: z.string(),
  year: z.number().int().nullable(),
  featured: z.boolean(),
  limited: z.boolean(),
  limitedCount: z.number().int().nullable(),
  availability,
  tags: z.array(z.string()),
  collections: z.array(z.string()),
  /** The public provenance entries, in order (gallery.md §3). */
  provenance: z.array(provenanceEntry),
  /** Collectors may make an offer on it (gallery.md §5). */
  acceptsOffers: z.boolean(),
  /** The price is the gallery's: 'Price on request' and no Add to Cart or Buy Now (gallery.md §5). */
  priceOnRequest: z.boolean(),
});
export type Artwork = z.infer<typeof artwork>;

export const heroMedia = z.object({
  url: z.string(),
  resource_type: z.enum(['image', 'video']),
  created_at: z.string(),
  picture: picture.nullable(),
});
export type HeroMedia = z.infer<typeof heroMedia>;

const asList = z.preprocess(
  (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
  z.array(z.string().trim().min(1).max(FILTER_VALUE_MAX_LENGTH)).max(FILTER_VALUES_MAX).optional(),
);
const PRICE_RANGE = `Price filters must be numbers from 0 to ${PRICE_FILTER_MAX}`;
const price = z.coerce
  .number({ error: 'Price filters must be numbers' })
  .min(0, PRICE_RANGE)
  .max(PRICE_FILTER_MAX, PRICE_RANGE)
  .optional();

export const sortKey = z.enum(['featured', 'price', 'title', 'year']);
export type SortKey = z.infer<typeof sortKey>;
export const sortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirection>;

const LIMIT_RANGE = `limit must be between 1 and ${ARTWORK_PAGE_MAX}`;
/** Far beyond any catalog; keeps the number a plain integer on both databases. */
const ARTWORK_OFFSET_MAX = 1_000_000;
const OFFSET_RANGE = `offset must be a whole number from 0 to ${ARTWORK_OFFSET_MAX}`;

/** Query of `GET /api/artworks` (the storefront's filters plus limit/offset). */
export const artworkQuery = z.object({
  featured: z.enum(['true', 'false']).optional(),
  /** Limited editions (`true`) or originals (`false`), from the works' own flag. */
  limited: z.enum(['true', 'false']).optional(),
  /** Works added within the shop's new-arrival window (a number of days the server is configured with). */
  newArrivals: z.enum(['true']).optional(),
  minPrice: price,
  maxPrice: price,
  medium: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().trim().max(MEDIUM_MAX_LENGTH).optional()),
  collection: asList,
  artist: asList,
  format: asList,
  tags: asList,
  sortBy: sortKey.optional(),
  sortDirection: sortDirection.optional(),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  artistId: z.string().trim().max(64).optional(),
  ids: z
    .string()
    .max(4000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .optional(),
  limit: z.coerce
    .number({ error: LIMIT_RANGE })
    .int(LIMIT_RANGE)
    .min(1, LIMIT_RANGE)
    .max(ARTWORK_PAGE_MAX, LIMIT_RANGE)
    .default(ARTWORK_PAGE_DEFAULT)
    .describe(`at most ${ARTWORK_PAGE_MAX}; ${ARTWORK_PAGE_DEFAULT} when absent`),
  offset: z.coerce
    .number({ error: OFFSET_RANGE })
    .int(OFFSET_RANGE)
    .min(0, 'offset must be 0 or more')
    .max(ARTWORK_OFFSET_MAX, OFFSET_RANGE)
    .optional(),
});
/** A parsed query: `limit` is always set (the default when the request had none). */
export type ArtworkQuery = z.infer<typeof artworkQuery>;
/** The filters and sort of a query, without its page window. */
export type ArtworkFilters = Omit<ArtworkQuery, 'limit' | 'offset'>;

/** What the gallery's filter panel offers: every collection, tag and format name in use, sorted. */
export const artworkFacets = z.object({
  collections: z.array(z.string()),
  tags: z.array(z.string()),
  formats: z.array(z.string()),
});
export type ArtworkFacets = z.infer<typeof artworkFacets>;

export const artistQuery = z.object({
  featured: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(200).optional(),
});
export type ArtistQuery = z.infer<typeof artistQuery>;
