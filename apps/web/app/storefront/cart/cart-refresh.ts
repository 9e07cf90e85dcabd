import type { Artwork } from '@vernissage/contract';
import { type CartItem, capQuantities, toCartArtwork } from './cart.ts';

export type CartChange = { id: string; title: string; kind: 'sold' | 'unavailable' | 'price' | 'on-request' };

/**
 * Brings stored lines up to date with the server's artworks (the server's figures always
 * win). A work that is gone counts as sold; a format that is gone counts as unavailable.
 */
export function refreshItems(items: CartItem[], fresh: Artwork[]): { items: CartItem[]; changes: CartChange[] } {
  const byId = new Map(fresh.map((a) => [a.id, a]));
  const changes: CartChange[] = [];
  const next = items.map((item): CartItem => {
    const artwork = byId.get(item.artwork.id);
    if (!artwork) {
      if (item.artwork.availability !== 'sold') changes.push({ id: item.id, title: item.artwork.title, kind: 'sold' });
      return { ...item, artwork: { ...item.artwork, availability: 'sold' } };
    }
    const format = artwork.formats.find((f) => f.id === item.format.id);
    const updated: CartItem = {
      ...item,
      artwork: toCartArtwork(artwork),
      format: format ? { ...format } : { ...item.format, available: false },
    };
    const wasBuyable = item.artwork.availability === 'available' && item.format.available;
    if (artwork.availability === 'sold' && item.artwork.availability !== 'sold') {
      changes.push({ id: item.id, title: artwork.title, kind: 'sold' });
    } else if (updated.format.price === null && item.format.price !== null) {
      changes.push({ id: item.id, title: artwork.title, kind: 'on-request' });
    } else if (wasBuyable && (artwork.availability !== 'available' || !updated.format.available)) {
      changes.push({ id: item.id, title: artwork.title, kind: 'unavailable' });
    } else if (updated.format.price !== item.format.price) {
      changes.push({ id: item.id, title: artwork.title, kind: 'price' });
    }
    return updated;
  });
  // The server's stock wins too: a line holds no more than can be sold now.
  return { items: capQuantities(next), changes };
}

/** The artworks query (`ids=...`) for the lines' artworks (unique ids, in order). */
export function refreshQuery(items: readonly CartItem[]): string | null {
  const ids = [...new Set(items.map((i) => i.artwork.id))];
  return ids.length ? `ids=${ids.map(encodeURIComponent).join(',')}` : null;
}
