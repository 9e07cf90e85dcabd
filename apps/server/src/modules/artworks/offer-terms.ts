import type { Db } from '../../db/connection.ts';
import { freeUnits } from './stock.ts';

/**
 * What an offer on one format of a work is checked against (gallery.md §5): whether the work takes
 * offers, the format's price (the ceiling of an offer) and whether a unit is free now. Read inside
 * the offer's transaction; undefined when the work is not in the gallery.
 */
export type OfferTerms = {
  title: string;
  acceptsOffers: boolean;
  /** The price is the gallery's: no listed price to hold an offer to (decision 069). */
  priceOnRequest: boolean;
  /** The format, when it is one of the work's and offered. */
  format: { name: string; priceCents: number } | undefined;
  freeUnits: number;
};

export async function offerTermsOf(tx: Db, artworkId: string, formatId: string): Promise<OfferTerms | undefined> {
  const [artwork, format] = await Promise.all([
    tx
      .selectFrom('artworks')
      .select(['title', 'accepts_offers', 'price_on_request', 'availability', 'units', 'reserved', 'sold', 'withheld'])
      .where('id', '=', artworkId)
      .executeTakeFirst(),
    tx
      .selectFrom('artwork_formats')
      .select(['name', 'price_cents', 'available'])
      .where('id', '=', formatId)
      .where('artwork_id', '=', artworkId)
      .executeTakeFirst(),
  ]);
  if (!artwork) return undefined;
  return {
    title: artwork.title,
    acceptsOffers: artwork.accepts_offers === 1,
    priceOnRequest: artwork.price_on_request === 1,
    format: format && format.available === 1 ? { name: format.name, priceCents: format.price_cents } : undefined,
    freeUnits: freeUnits(artwork),
  };
}

/** The title of each work that still exists, by id: for lists that name works (offers, holds). */
export async function artworkTitles(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('artworks').select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.title]));
}
