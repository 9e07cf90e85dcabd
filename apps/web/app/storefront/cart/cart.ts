import type { ArtistSummary, Artwork, Format } from '@vernissage/contract';

/** What a cart line keeps of an artwork: enough to show the line (and nothing the server owns). */
export type CartArtwork = Pick<Artwork, 'id' | 'title' | 'pictures' | 'availability' | 'formats'> & {
  artist: Pick<ArtistSummary, 'id' | 'name'>;
};

/** One line: the pair artwork + format is its identity. */
export type CartItem = { id: string; artwork: CartArtwork; format: Format; quantity: number };

export const lineId = (artworkId: string, formatId: string): string => `${artworkId}-${formatId}`;

/** Only the fields a line needs, and only the first picture, so the stored cart stays small. */
export function toCartArtwork(a: CartArtwork): CartArtwork {
  return {
    id: a.id,
    title: a.title,
    artist: { id: a.artist.id, name: a.artist.name },
    pictures: a.pictures.slice(0, 1),
    availability: a.availability,
    formats: a.formats.map(({ id, name, price, available }) => ({ id, name, price, available })),
  };
}

/** Adds a line, or adds to the quantity of the line with the same artwork and format. */
export function addItem(items: CartItem[], artwork: CartArtwork, format: Format, quantity = 1): CartItem[] {
  const qty = Math.floor(quantity);
  if (!(qty > 0)) return items;
  const id = lineId(artwork.id, format.id);
  if (items.some((i) => i.id === id)) {
    return items.map((i) => (i.id === id ? { ...i, quantity: i.quantity + qty } : i));
  }
  return [...items, { id, artwork: toCartArtwork(artwork), format: { ...format }, quantity: qty }];
}

/** Sets a line's quantity; zero or less removes the line. */
export function setItemQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  const qty = Math.floor(quantity);
  if (!(qty > 0)) return removeItem(items, id);
  return items.map((i) => (i.id === id ? { ...i, quantity: qty } : i));
}

export function removeItem(items: CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** A line can be bought when the work is not sold or reserved and its format is available. */
export function isBuyable(item: CartItem): boolean {
  return item.artwork.availability === 'available' && item.format.available;
}

/** Number of pieces: the sum of the quantities. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

/** Total in dollars of the lines that can still be bought. */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => (isBuyable(i) ? sum + i.format.price * i.quantity : sum), 0);
}
