import {
  type AdminArtworkBody,
  formatKey,
  MEDIUM_CATEGORIES,
  type MediumCategory,
  type MediumSource,
  mediumCategoriesOf,
  primaryMediumCategory,
  rateToBasisPoints,
  type ShippingClass,
} from '@vernissage/contract';
import type {
  ArtworkFormatsTable,
  ArtworkLabelsTable,
  ArtworkProvenanceTable,
  ArtworksTable,
  Insertable,
} from '../../db/schema.ts';
import { BadRequest } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { toCents } from '../../platform/money.ts';
import { checkWithheldList } from './editions.ts';

/** What an edit keeps of the stored artwork when the body leaves a storefront field out. */
export type StoredArtwork = {
  featured: number;
  limited: number;
  limited_count: number | null;
  availability: string;
  year: number | null;
  original_price_cents: number | null;
  tags: string[];
  collections: string[];
  formats: { id: string; available: number; format_type_id: string | null; shipping_class: ShippingClass | null }[];
  /** The edition numbers the gallery withholds from the shop. */
  withheldNumbers: number[];
  ownership: 'consigned' | 'gallery';
  commission_bp: number | null;
  accepts_offers: number;
  price_on_request: number;
};

const NEW_ARTWORK: StoredArtwork = {
  featured: 0,
  limited: 0,
  limited_count: null,
  availability: 'available',
  year: null,
  original_price_cents: null,
  tags: [],
  collections: [],
  formats: [],
  withheldNumbers: [],
  ownership: 'consigned',
  commission_bp: null,
  accepts_offers: 0,
  price_on_request: 0,
};
const EDITION_SIZE_REQUIRED = 'A limited edition needs an edition size.';

type Labels = { tags: string[]; collections: string[] };
export type ArtworkWrite = {
  artwork: Omit<Insertable<ArtworksTable>, 'id' | 'created_at'>;
  formats: Omit<Insertable<ArtworkFormatsTable>, 'artwork_id'>[];
  labels: Omit<Insertable<ArtworkLabelsTable>, 'artwork_id'>[];
  imageIds: string[];
  /** The provenance entries in order; undefined keeps the stored ones (the body left them out). */
  provenance: Omit<Insertable<ArtworkProvenanceTable>, 'artwork_id'>[] | undefined;
  /** Checked against the edition's size (1..size, none twice); a unique work withholds none. */
  withheldNumbers: number[];
};
/** What a save knows beyond the body: the artist's name, the resolved images, the time. */
export type WriteContext = { artistName: string; imageIds: string[]; now: string };

const centsOrNull = (dollars: number | null): number | null => (dollars === null ? null : toCents(dollars));

/** The searchable text of an artwork: what the storefront's search box looks through. */
export const artworkSearchText = (a: { title: string; artistName: string; medium: string } & Labels): string =>
  [a.title, a.artistName, a.medium, ...a.tags, ...a.collections].join(' ').toLowerCase();

/**
 * Formats in the order given. An id this artwork already has is kept (with its format type and,
 * unless the body says otherwise, its availability); any other id is replaced by a new one.
 */
export function planFormats(
  input: AdminArtworkBody['formats'],
  stored: StoredArtwork['formats'],
): ArtworkWrite['formats'] {
  const known = new Map(stored.map((f) => [f.id, f]));
  const used = new Set<string>();
  return input.map((f, position) => {
    const kept = f.id !== undefined && !used.has(f.id) ? known.get(f.id) : undefined;
    const id = kept?.id ?? newId();
    used.add(id);
    const available = f.available === undefined ? (kept?.available ?? 1) : f.available ? 1 : 0;
    return {
      id,
      position,
      name: f.name,
      name_key: formatKey(f.name),
      price_cents: toCents(f.price),
      available,
      format_type_id: kept?.format_type_id ?? null,
      shipping_class: f.shippingClass === undefined ? (kept?.shipping_class ?? null) : f.shippingClass,
    };
  });
}

/** Every row an artwork save writes, with the derived columns recomputed. */
export function artworkWrite(
  body: AdminArtworkBody,
  { artistName, imageIds, now }: WriteContext,
  stored: StoredArtwork = NEW_ARTWORK,
): ArtworkWrite {
  const tags = body.tags ?? stored.tags;
  const collections = body.collections ?? stored.collections;
  const formats = planFormats(body.formats, stored.formats);
  const limited = body.limited ?? stored.limited === 1;
  const limitedCount = body.limitedCount === undefined ? stored.limited_count : body.limitedCount;
  if (limited && limitedCount === null) throw new BadRequest(EDITION_SIZE_REQUIRED);
  // A work made unique gives its withheld numbers up; an edition keeps them unless the body says.
  const withheldNumbers = body.withheldNumbers ?? (limited ? stored.withheldNumbers : []);
  checkWithheldList(withheldNumbers, limited ? limitedCount : null);
  return {
    artwork: {
      title: body.title,
      description: body.description,
      artist_id: body.artist,
      price_cents: toCents(body.price),
      original_price_cents:
        body.originalPrice === undefined ? stored.original_price_cents : centsOrNull(body.originalPrice),
      medium: body.medium,
      medium_category: primaryMediumCategory({ medium: body.medium, formats, tags }),
      category_mask: categoryMask({ medium: body.medium, formats, tags }),
      dimensions: body.dimensions,
      year: body.year === undefined ? stored.year : body.year,
      featured: (body.featured ?? stored.featured === 1) ? 1 : 0,
      limited: limited ? 1 : 0,
      limited_count: limited ? limitedCount : null,
      // The unit of stock is the artwork: one original, or the edition's size.
      units: limited && limitedCount !== null ? limitedCount : 1,
      withheld: withheldNumbers.length,
      availability: body.availability ?? stored.availability,
      ownership: body.ownership ?? stored.ownership,
      accepts_offers: (body.acceptsOffers ?? stored.accepts_offers === 1) ? 1 : 0,
      price_on_request: (body.priceOnRequest ?? stored.price_on_request === 1) ? 1 : 0,
      commission_bp:
        body.commissionRate === undefined
          ? stored.commission_bp
          : body.commissionRate === null
            ? null
            : rateToBasisPoints(body.commissionRate),
      search_text: artworkSearchText({ title: body.title, artistName, medium: body.medium, tags, collections }),
      updated_at: now,
    },
    formats,
    imageIds,
    withheldNumbers,
    labels: [
      ...tags.map((value) => ({ kind: 'tag', value })),
      ...collections.map((value) => ({ kind: 'collection', value })),
      ...categoryLabels({ medium: body.medium, formats, tags }),
    ],
    provenance: body.provenance?.map((entry, position) => ({
      position,
      date: entry.date,
      text: entry.text,
      public: entry.public ? 1 : 0,
    })),
  };
}

/** What an artwork label holds: a tag or collection the admin typed, or a medium category derived from the work. */
export type LabelKind = 'tag' | 'collection' | 'category';

/** One label per medium category the work's medium, format names or tags match, so it is listed under each. */
export const categoryLabels = (work: MediumSource): { kind: LabelKind; value: string }[] =>
  mediumCategoriesOf(work).map((value) => ({ kind: 'category', value }));

/** A category's bit in `category_mask`: its place in MEDIUM_CATEGORIES (which only grows at the end). */
export const categoryBit = (category: MediumCategory): number => 1 << MEDIUM_CATEGORIES.indexOf(category);

/** Every medium category of a work as bits, stored beside its `category` labels so a filter reads the row alone. */
export const categoryMask = (work: MediumSource): number =>
  mediumCategoriesOf(work).reduce((mask, category) => mask | categoryBit(category), 0);
