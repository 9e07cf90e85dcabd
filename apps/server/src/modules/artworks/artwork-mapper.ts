import type { Artwork, Format, Picture } from '@vernissage/contract';
import { toDollars } from '../../platform/money.ts';
import { type MediaUrl, pictureOf } from '../media/index.ts';
import type { ArtworkParts, ArtworkRowWithArtist } from './repo.ts';
import { freeUnits, shownAvailability } from './stock.ts';

function groupBy<T extends { artwork_id: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.artwork_id);
    if (list) list.push(row);
    else map.set(row.artwork_id, [row]);
  }
  return map;
}

/**
 * Joins artwork rows with their parts into the public shape, keeping the rows' order. A work on
 * request shows no price, nor do its formats (decision 069); `storedPrices` is the back office's view.
 */
export function toArtworks(
  rows: ArtworkRowWithArtist[],
  parts: ArtworkParts,
  mediaUrl: MediaUrl,
  storedPrices = false,
): Artwork[] {
  const formats = groupBy(parts.formats);
  const images = groupBy(parts.images);
  const labels = groupBy(parts.labels);
  const provenance = groupBy(parts.provenance);
  return rows.map((r) => {
    const hidden = r.price_on_request === 1 && !storedPrices;
    const pictures: Picture[] = (images.get(r.id) ?? []).map((m) => pictureOf(m, mediaUrl));
    const own = labels.get(r.id) ?? [];
    const formatList: Format[] = (formats.get(r.id) ?? []).map((f) => ({
      id: f.id,
      name: f.name,
      price: hidden ? null : toDollars(f.price_cents),
      available: f.available === 1,
      // The back office edits a format's own shipping class (null: its type's, gallery.md §6); the
      // public learns only whether the gallery quotes its shipping, so the cart never says "free".
      ...(storedPrices ? { shippingClass: f.shipping_class } : {}),
      ...((f.shipping_class ?? f.type_shipping_class) === 'quote' ? { quotedShipping: true } : {}),
    }));
    return {
      _id: r.id,
      id: r.id,
      title: r.title,
      description: r.description,
      artist: { _id: r.artist_id, id: r.artist_id, name: r.artist_name, country: r.artist_country },
      price: hidden ? null : toDollars(r.price_cents),
      originalPrice: hidden || r.original_price_cents === null ? null : toDollars(r.original_price_cents),
      images: pictures.map((p) => p.url),
      pictures,
      formats: formatList,
      medium: r.medium,
      dimensions: r.dimensions,
      year: r.year,
      featured: r.featured === 1,
      limited: r.limited === 1,
      // A limited edition shows the units still free ('N left'); the edition size is the admin's.
      limitedCount: r.limited === 1 ? freeUnits(r) : r.limited_count,
      availability: shownAvailability(r),
      tags: own.filter((l) => l.kind === 'tag').map((l) => l.value),
      collections: own.filter((l) => l.kind === 'collection').map((l) => l.value),
      provenance: (provenance.get(r.id) ?? []).map(({ date, text }) => ({ date, text })),
      acceptsOffers: r.accepts_offers === 1,
      priceOnRequest: r.price_on_request === 1,
    };
  });
}
