import { DEFAULT_SHIPPING_CLASS, ON_REQUEST_CONFLICT, type ShippingClass } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { Conflict } from '../../platform/errors.ts';
import { joinedPictureOf, type MediaUrl } from '../media/index.ts';
import { freeUnits } from './stock.ts';
import {
  type EditionSize,
  type EditionSizes,
  findSaleRows,
  holdUnits,
  lockStockRow,
  releaseUnits,
  sellHeldUnits,
} from './stock-repo.ts';

export type SaleLine = { artworkId: string; formatId: string; quantity: number };
/** A line as it is sold: what the order keeps even if the catalog changes later. */
export type PricedLine = SaleLine & {
  title: string;
  artistName: string;
  formatName: string;
  unitPriceCents: number;
  imageUrl: string;
  /** How the format ships (gallery.md §6), for the order's shipping. */
  shippingClass: ShippingClass;
};

const NO_LONGER_IN_GALLERY = 'A work in your cart is no longer in the gallery.';
const notAvailable = (title: string) => `"${title}" is no longer available.`;
const notOffered = (title: string, format: string) => `"${title}" is no longer offered as ${format}.`;
const reservedByGallery = (title: string) => `"${title}" is reserved by the gallery and not for sale.`;
const onlyLeft = (title: string, free: number) => `Only ${free} of "${title}" ${free === 1 ? 'is' : 'are'} left.`;

/** Quantities per artwork, in id order: holds always lock rows in the same order, so none deadlock. */
function unitsPerArtwork(lines: SaleLine[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.artworkId, (totals.get(l.artworkId) ?? 0) + l.quantity);
  return [...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Prices every line from the database and checks it can be sold now (409 naming the work when
 * not). Prices from the browser play no part. Read inside the sale's transaction.
 */
export async function priceSale(tx: Db, lines: SaleLine[], mediaUrl: MediaUrl): Promise<PricedLine[]> {
  const { artworks, formats } = await findSaleRows(
    tx,
    [...new Set(lines.map((l) => l.artworkId))],
    [...new Set(lines.map((l) => l.formatId))],
  );
  const artworkById = new Map(artworks.map((a) => [a.id, a]));
  const formatById = new Map(formats.map((f) => [f.id, f]));
  const priced = lines.map((line) => {
    const artwork = artworkById.get(line.artworkId);
    if (!artwork) throw new Conflict(NO_LONGER_IN_GALLERY);
    const format = formatById.get(line.formatId);
    if (!format || format.artwork_id !== artwork.id || format.available !== 1) {
      throw new Conflict(notOffered(artwork.title, format?.name ?? 'that format'));
    }
    // Also for a cart saved before the switch: its browser still holds the old price (decision 069).
    if (artwork.price_on_request === 1) throw new Conflict(ON_REQUEST_CONFLICT);
    const picture = joinedPictureOf(artwork, mediaUrl);
    return {
      ...line,
      title: artwork.title,
      artistName: artwork.artist_name,
      formatName: format.name,
      unitPriceCents: format.price_cents,
      imageUrl: picture?.url ?? '',
      shippingClass: format.shipping_class ?? DEFAULT_SHIPPING_CLASS,
    };
  });
  for (const [artworkId, quantity] of unitsPerArtwork(lines)) {
    const artwork = artworkById.get(artworkId);
    if (!artwork) continue;
    if (artwork.availability === 'reserved') throw new Conflict(reservedByGallery(artwork.title));
    const free = freeUnits(artwork);
    if (free === 0) throw new Conflict(notAvailable(artwork.title));
    if (quantity > free) throw new Conflict(onlyLeft(artwork.title, free));
  }
  return priced;
}

/**
 * Holds the units of every line, or none: a hold that fails (another buyer was faster) throws 409
 * naming the work, and the caller's transaction rolls the others back.
 */
export async function holdSale(tx: Db, lines: PricedLine[]): Promise<EditionSizes> {
  const titles = new Map(lines.map((l) => [l.artworkId, l.title]));
  const sizes = new Map<string, EditionSize>();
  for (const [artworkId, quantity] of unitsPerArtwork(lines)) {
    const held = await holdUnits(tx, artworkId, quantity);
    if (!held) throw new Conflict(notAvailable(titles.get(artworkId) ?? ''));
    sizes.set(artworkId, held.size);
  }
  return sizes;
}

/** Releases held units (cancelled order, expired hold); false when they were not held. */
export const releaseHeld = (tx: Db, artworkId: string, quantity: number) => releaseUnits(tx, artworkId, quantity);
/** Marks held units sold (paid order); false when they were not held. */
export const sellHeld = (tx: Db, artworkId: string, quantity: number) => sellHeldUnits(tx, artworkId, quantity);

/** Locks a work's stock row for the sale of a unit held earlier (an accepted offer's). */
export const lockHeldSale = (tx: Db, artworkId: string) => lockStockRow(tx, artworkId);

/** Holds units if that many are free; false (nothing held) otherwise. */
export const holdIfFree = async (tx: Db, artworkId: string, quantity: number): Promise<boolean> =>
  (await holdUnits(tx, artworkId, quantity)) !== undefined;

/**
 * What an order line keeps of a work (title, artist, format, picture), without the stock checks of
 * `priceSale`: for a unit the buyer already holds. Undefined when the work or format is gone.
 */
export async function describeSaleLine(
  tx: Db,
  artworkId: string,
  formatId: string,
  mediaUrl: MediaUrl,
): Promise<Omit<PricedLine, 'quantity' | 'unitPriceCents'> | undefined> {
  const {
    artworks: [artwork],
    formats: [format],
  } = await findSaleRows(tx, [artworkId], [formatId]);
  if (!artwork || !format || format.artwork_id !== artwork.id) return undefined;
  return {
    artworkId,
    formatId,
    title: artwork.title,
    artistName: artwork.artist_name,
    formatName: format.name,
    imageUrl: joinedPictureOf(artwork, mediaUrl)?.url ?? '',
    shippingClass: format.shipping_class ?? DEFAULT_SHIPPING_CLASS,
  };
}
