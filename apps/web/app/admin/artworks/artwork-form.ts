import {
  type AdminArtwork,
  type AdminArtworkBody,
  type Availability,
  adminArtworkBody,
  commissionRate,
  EDITION_TEXT,
  type Ownership,
  type ShippingClass,
} from '@vernissage/contract';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { commaList } from '../lib/comma-list.ts';

/** What the artwork form holds: numbers as the text typed, lists as comma-separated text. */
export type ArtworkFormValues = {
  title: string;
  artist: string;
  price: string;
  description: string;
  dimensions: string;
  medium: string;
  /** `shippingClass` '' ships as the format's type does (null in the body). */
  formats: { id: string; name: string; price: string; available: boolean; shippingClass: ShippingClass | '' }[];
  images: string[];
  featured: boolean;
  /** Collectors may make offers on it (gallery.md §5). */
  acceptsOffers: boolean;
  /** 'Price on request' on the storefront; the price stays the gallery's (gallery.md §5). */
  priceOnRequest: boolean;
  limited: boolean;
  limitedCount: string;
  /** The numbers withheld from the shop, as typed: '3, 7'. */
  withheldNumbers: string;
  availability: Availability;
  year: string;
  tags: string;
  collections: string;
  originalPrice: string;
  provenance: { date: string; text: string; public: boolean }[];
  ownership: Ownership;
  /** This work's own commission in percent, as typed; '' for its artist's. */
  commissionRate: string;
};

export type ArtworkControl = Control<ArtworkFormValues, unknown, AdminArtworkBody>;

/** A format whose Shipping select says "As its format type" sends null. */
const asTypeWhenBlank = (f: unknown) =>
  typeof f === 'object' && f !== null && (f as { shippingClass?: unknown }).shippingClass === ''
    ? { ...f, shippingClass: null }
    : f;

/** The contract's body with the form's messages, reading the form's comma-separated lists. */
export const artworkFormSchema = adminArtworkBody.extend({
  formats: z.preprocess(
    (list) => (Array.isArray(list) ? list.map(asTypeWhenBlank) : list),
    adminArtworkBody.shape.formats,
  ),
  tags: commaList(50, 'tags'),
  collections: commaList(20, 'collections'),
  withheldNumbers: z.string().transform((text, ctx) => {
    const parts = text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (parts.some((p) => !/^\d{1,6}$/.test(p))) {
      ctx.addIssue({ code: 'custom', message: EDITION_TEXT.withheldNumber });
      return z.NEVER;
    }
    const numbers = parts.map(Number);
    const twice = numbers.find((n, i) => numbers.indexOf(n) !== i);
    if (twice !== undefined) {
      ctx.addIssue({ code: 'custom', message: EDITION_TEXT.listedTwice(twice) });
      return z.NEVER;
    }
    return numbers;
  }),
  commissionRate: z.preprocess((v) => (v === '' ? null : v), commissionRate.nullable()),
});

/** A new provenance entry: shown to the public unless the gallery says otherwise. */
export const newProvenanceEntry = (): ArtworkFormValues['provenance'][number] => ({ date: '', text: '', public: true });

/** A new format row: its id from the current timestamp, like every new row. */
export function newFormat(): ArtworkFormValues['formats'][number] {
  return { id: `${Date.now()}`, name: '', price: '', available: true, shippingClass: '' };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function artworkFormValues(artwork: AdminArtwork | null): ArtworkFormValues {
  if (!artwork) {
    return {
      title: '',
      artist: '',
      price: '',
      description: '',
      dimensions: '',
      medium: '',
      formats: [newFormat()],
      images: [],
      featured: false,
      acceptsOffers: false,
      priceOnRequest: false,
      limited: false,
      limitedCount: '',
      withheldNumbers: '',
      availability: 'available',
      year: '',
      tags: '',
      collections: '',
      originalPrice: '',
      provenance: [],
      ownership: 'consigned',
      commissionRate: '',
    };
  }
  return {
    title: artwork.title,
    artist: artwork.artist?._id ?? '',
    price: text(artwork.price),
    description: artwork.description,
    dimensions: artwork.dimensions,
    medium: artwork.medium,
    formats: artwork.formats.map((f) => ({
      id: f.id,
      name: f.name,
      price: text(f.price),
      available: f.available,
      shippingClass: f.shippingClass ?? '',
    })),
    images: [...artwork.images],
    featured: artwork.featured,
    acceptsOffers: artwork.acceptsOffers,
    priceOnRequest: artwork.priceOnRequest,
    limited: artwork.limited,
    limitedCount: text(artwork.limitedCount),
    withheldNumbers: artwork.withheldNumbers.join(', '),
    availability: artwork.availability,
    year: text(artwork.year),
    tags: artwork.tags.join(', '),
    collections: artwork.collections.join(', '),
    originalPrice: text(artwork.originalPrice),
    provenance: artwork.provenance.map((p) => ({ ...p })),
    ownership: artwork.ownership,
    commissionRate: text(artwork.commissionRate),
  };
}

/** The request body: an edition size and withheld numbers only for limited editions. */
export function artworkBody(parsed: AdminArtworkBody): AdminArtworkBody {
  return parsed.limited ? parsed : { ...parsed, limitedCount: null, withheldNumbers: [] };
}
