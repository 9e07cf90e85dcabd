import type { ArtistSummary, Artwork, Format } from '@vernissage/contract';

/** What a cart line keeps of an artwork: enough to show the line (and nothing the server owns). */
export type CartArtwork = Pick<
  Artwork,
  'id' | 'title' | 'pictures' | 'availability' | 'formats' | 'limited' | 'limitedCount'
> & {
  artist: Pick<ArtistSummary, 'id' | 'name'>;
};

/** One line: the pair artwork + format is its identity. */
export type CartItem = { id: string; artwork: CartArtwork; format: Format; quantity: number };

/** Said instead of 'Added to cart!' when the cart already holds all that can be sold of a work. */
export const ALREADY_IN_CART = 'Already in your cart';

export const lineId = (artworkId: string, formatId: string): string => `${artworkId}-${formatId}`;

/** Only the fields a line needs, and only the first picture, so the stored cart stays small. */
export function toCartArtwork(a: CartArtwork): CartArtwork {
  return {
    id: a.id,
    title: a.title,
    artist: { id: a.artist.id, name: a.artist.name },
    pictures: a.pictures.slice(0, 1),
    availability: a.availability,
    limited: a.limited,
    limitedCount: a.limitedCount,
    formats: a.formats.map(({ id, name, price, available }) => ({ id, name, price, available })),
  };
}

/**
 * How many pieces of a work can be sold, from the catalog data the storefront has: an original
 * once, a limited edition as many as are left (`limitedCount` is the count still free), nothing
 * when the work is reserved or sold. The server checks again at checkout (409 naming the work).
 */
export function sellableUnits(a: Pick<Artwork, 'limited' | 'limitedCount' | 'availability'>): number {
  if (a.availability !== 'available') return 0;
  if (!a.limited) return 1;
  return Math.max(0, Math.floor(a.limitedCount ?? 0));
}

/** Units of a work already in the cart, over all its formats, leaving out one line. */
const unitsInCart = (items: readonly CartItem[], artworkId: string, except?: string) =>
  items.reduce((sum, i) => (i.artwork.id === artworkId && i.id !== except ? sum + i.quantity : sum), 0);

/** How many more of a work the cart may take (0 when all that can be sold is in it already). */
export function roomFor(
  items: readonly CartItem[],
  artwork: Parameters<typeof sellableUnits>[0] & { id: string },
): number {
  return Math.max(0, sellableUnits(artwork) - unitsInCart(items, artwork.id));
}

/** The most a line may hold: what can be sold of its work, less that work's other lines (never below 1). */
export function lineMax(items: readonly CartItem[], item: CartItem): number {
  return Math.max(1, sellableUnits(item.artwork) - unitsInCart(items, item.artwork.id, item.id));
}

/**
 * Adds a line, or adds to the quantity of the line with the same artwork and format, never past
 * what can be sold of the work (units of every format count together, as the server holds them).
 */
export function addItem(items: CartItem[], artwork: CartArtwork, format: Format, quantity = 1): CartItem[] {
  const wanted = Math.floor(quantity);
  if (!(wanted > 0)) return items;
  const qty = Math.min(wanted, sellableUnits(artwork) - unitsInCart(items, artwork.id));
  if (!(qty > 0)) return items;
  const id = lineId(artwork.id, format.id);
  if (items.some((i) => i.id === id)) {
    return items.map((i) => (i.id === id ? { ...i, quantity: i.quantity + qty } : i));
  }
  return [...items, { id, artwork: toCartArtwork(artwork), format: { ...format }, quantity: qty }];
}

/** Sets a line's quantity, capped at what can be sold; zero or less removes the line. */
export function setItemQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  const qty = Math.floor(quantity);
  if (!(qty > 0)) return removeItem(items, id);
  return items.map((i) => (i.id === id ? { ...i, quantity: Math.min(qty, lineMax(items, i)) } : i));
}

/**
 * Lines brought within what can be sold (after a refresh from the server, or a cart stored before
 * the caps): each keeps at most what is left once the lines before it took theirs, and at least 1
 * (a sold work's line stays to say so).
 */
export function capQuantities(items: CartItem[]): CartItem[] {
  const taken = new Map<string, number>();
  return items.map((i) => {
    const before = taken.get(i.artwork.id) ?? 0;
    const quantity = Math.max(1, Math.min(i.quantity, sellableUnits(i.artwork) - before));
    taken.set(i.artwork.id, before + quantity);
    return quantity === i.quantity ? i : { ...i, quantity };
  });
}

export function removeItem(items: CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/**
 * A line can be bought when the work is not sold or reserved, its format is available and it has a
 * price (a work switched to price on request after it went in the cart has none: decision 069).
 */
export function isBuyable(item: CartItem): item is CartItem & { format: { price: number } } {
  return item.artwork.availability === 'available' && item.format.available && item.format.price !== null;
}

/** Number of pieces: the sum of the quantities. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

/** Total in dollars of the lines that can still be bought. */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => (isBuyable(i) ? sum + i.format.price * i.quantity : sum), 0);
}
