import type { Artwork } from '@vernissage/contract';

/** What a card needs of an artwork: loaders send only this, to keep pages light. */
export type CardArtwork = Pick<
  Artwork,
  | 'id'
  | 'title'
  | 'artist'
  | 'price'
  | 'originalPrice'
  | 'pictures'
  | 'images'
  | 'formats'
  | 'medium'
  | 'dimensions'
  | 'year'
  | 'limited'
  | 'limitedCount'
  | 'availability'
>;

export function toCardArtwork(a: Artwork): CardArtwork {
  return {
    id: a.id,
    title: a.title,
    artist: a.artist,
    price: a.price,
    originalPrice: a.originalPrice,
    pictures: a.pictures.slice(0, 1),
    images: a.images.slice(0, 1),
    formats: a.formats,
    medium: a.medium,
    dimensions: a.dimensions,
    year: a.year,
    limited: a.limited,
    limitedCount: a.limitedCount,
    availability: a.availability,
  };
}

/** The first `shown` format names and how many more there are ('+N more'). */
export function summarizeFormats(names: readonly string[], shown = 2): { names: string[]; more: number } {
  return { names: names.slice(0, shown), more: Math.max(0, names.length - shown) };
}

/** The struck-through original price, only when it is really higher than the price. */
export function wasPrice(a: Pick<Artwork, 'price' | 'originalPrice'>): number | null {
  return a.originalPrice !== null && a.price !== null && a.originalPrice > a.price ? a.originalPrice : null;
}

/** 'N left' for a limited edition that still has copies. */
export function editionsLeft(a: Pick<Artwork, 'limited' | 'limitedCount' | 'availability'>): number | null {
  if (!a.limited || a.limitedCount === null || a.availability === 'sold') return null;
  return a.limitedCount > 0 ? a.limitedCount : null;
}
