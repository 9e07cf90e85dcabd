import { sql } from 'kysely';
import { affected, type WriteResult } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';
import { precompiled } from '../../db/precompiled.ts';
import { lockForUpdate } from '../../db/tx.ts';
import { OFF_SALE_MARKS } from './stock.ts';

/**
 * What a sale is priced from, in one read: each artwork with its stock, artist name and first
 * image, and those of the asked formats that belong to it (a format of another work is not found).
 */
export async function findSaleRows(tx: Db, artworkIds: string[], formatIds: string[]) {
  if (artworkIds.length === 0) return { artworks: [], formats: [] };
  const rows = await saleRows.rows(tx, { artworkIds, formatIds: formatIds.length > 0 ? formatIds : [''] });
  const artworks = new Map<string, Omit<(typeof rows)[number], `format_${string}`>>();
  const formats = [];
  for (const row of rows) {
    const { format_id, format_name, format_price_cents, format_available, format_shipping_class, ...artwork } = row;
    if (!artworks.has(row.id)) artworks.set(row.id, artwork);
    if (format_id === null) continue;
    formats.push({
      id: format_id,
      artwork_id: row.id,
      name: format_name ?? '',
      price_cents: Number(format_price_cents),
      available: Number(format_available),
      // Its own shipping class, else its type's (gallery.md §6); the caller defaults a format without either.
      shipping_class: format_shipping_class,
    });
  }
  return { artworks: [...artworks.values()], formats };
}

const saleRows = precompiled((tx: Db, { artworkIds, formatIds }: { artworkIds: string[]; formatIds: string[] }) =>
  tx
    .selectFrom('artworks')
    .innerJoin('artists', 'artists.id', 'artworks.artist_id')
    .leftJoin('artwork_images', (join) =>
      join.onRef('artwork_images.artwork_id', '=', 'artworks.id').on('artwork_images.position', '=', 0),
    )
    .leftJoin('media', 'media.id', 'artwork_images.media_id')
    .leftJoin('artwork_formats as f', (join) =>
      join.onRef('f.artwork_id', '=', 'artworks.id').on('f.id', 'in', formatIds),
    )
    .leftJoin('format_types as t', 't.id', 'f.format_type_id')
    .select([
      'artworks.id',
      'artworks.title',
      'artworks.availability',
      'artworks.units',
      'artworks.reserved',
      'artworks.sold',
      'artworks.withheld',
      'artworks.price_on_request',
      'artists.name as artist_name',
      'media.id as media_id',
      'media.width',
      'media.height',
      'media.widths',
      'media.placeholder',
      'f.id as format_id',
      'f.name as format_name',
      'f.price_cents as format_price_cents',
      'f.available as format_available',
    ])
    .select((eb) => eb.fn.coalesce('f.shipping_class', 't.shipping_class').as('format_shipping_class'))
    .where('artworks.id', 'in', artworkIds),
);

const changed = (result: WriteResult) => affected(result) === 1;

/** A work's size as an edition: its units when it is a limited edition, null for a unique work. */
export type EditionSize = number | null;
/** Each held work's edition size, read by its hold: what `giveEditionNumbers` numbers against. */
export type EditionSizes = ReadonlyMap<string, EditionSize>;

/**
 * Holds `quantity` units if that many are free and the gallery has not taken the work off sale, in
 * one conditional statement: under any concurrency on either database, no more units are ever held
 * or sold than the artwork has (the numbers it withholds count as taken), and none of a work marked
 * sold or reserved. Returns the work's edition size as the hold left it (read under its lock, so
 * the numbers given next count against the size the hold checked), or undefined when nothing was held.
 */
export async function holdUnits(
  tx: Db,
  artworkId: string,
  quantity: number,
): Promise<{ size: EditionSize } | undefined> {
  const row = await holdStatement.first(tx, { artworkId, quantity });
  return row && { size: Number(row.limited) === 1 ? Number(row.units) : null };
}

const holdStatement = precompiled((tx: Db, { artworkId, quantity }: { artworkId: string; quantity: number }) =>
  tx
    .updateTable('artworks')
    .set((eb) => ({ reserved: eb('reserved', '+', quantity) }))
    .where('id', '=', artworkId)
    .where('availability', 'not in', OFF_SALE_MARKS)
    .where(sql<boolean>`sold + reserved + withheld + ${quantity} <= units`)
    .returning(['units', 'limited']),
);

/** Gives held units back (an order cancelled, a card hold expired). */
export async function releaseUnits(tx: Db, artworkId: string, quantity: number): Promise<boolean> {
  const result = await tx
    .updateTable('artworks')
    .set((eb) => ({ reserved: eb('reserved', '-', quantity) }))
    .where('id', '=', artworkId)
    .where('reserved', '>=', quantity)
    .executeTakeFirst();
  return changed(result);
}

/** Turns held units into sold ones (the order is paid). */
export async function sellHeldUnits(tx: Db, artworkId: string, quantity: number): Promise<boolean> {
  const result = await tx
    .updateTable('artworks')
    .set((eb) => ({ reserved: eb('reserved', '-', quantity), sold: eb('sold', '+', quantity) }))
    .where('id', '=', artworkId)
    .where('reserved', '>=', quantity)
    .executeTakeFirst();
  return changed(result);
}

/**
 * Locks the artwork's row as a hold's conditional update would (PostgreSQL; SQLite's write lock is
 * held already): for a sale of a unit held in an earlier transaction, so its edition number is
 * given one sale after the other, as for any checkout.
 */
export async function lockStockRow(tx: Db, artworkId: string): Promise<boolean> {
  const row = await lockForUpdate(
    tx,
    tx.selectFrom('artworks').select('id').where('id', '=', artworkId),
  ).executeTakeFirst();
  return row !== undefined;
}
