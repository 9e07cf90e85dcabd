import { z } from 'zod';
import { picture } from './common.ts';

export const availability = z.enum(['available', 'reserved', 'sold']);
export type Availability = z.infer<typeof availability>;

export const format = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  available: z.boolean(),
});
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

export const artwork = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  artist: artistSummary,
  price: z.number(),
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
  z.array(z.string().trim().min(1).max(200)).max(50).optional(),
);
const price = z.coerce.number({ error: 'Price filters must be numbers' }).min(0).optional();

export const sortKey = z.enum(['featured', 'price', 'title', 'year']);
export type SortKey = z.infer<typeof sortKey>;
export const sortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirection>;

/** Query of `GET /api/artworks` (the storefront's filters plus limit/offset). */
export const artworkQuery = z.object({
  featured: z.enum(['true', 'false']).optional(),
  /** Limited editions (`true`) or originals (`false`), from the works' own flag. */
  limited: z.enum(['true', 'false']).optional(),
  /** Works added within the shop's new-arrival window (a number of days the server is configured with). */
  newArrivals: z.enum(['true']).optional(),
  minPrice: price,
  maxPrice: price,
  medium: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().trim().max(100).optional()),
  collection: asList,
  artist: asList,
  format: asList,
  tags: asList,
  sortBy: sortKey.optional(),
  sortDirection: sortDirection.optional(),
  search: z.string().trim().max(200).optional(),
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
    .number()
    .int()
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .optional(),
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').optional(),
});
export type ArtworkQuery = z.infer<typeof artworkQuery>;

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
