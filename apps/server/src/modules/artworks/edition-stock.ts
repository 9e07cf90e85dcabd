import type { Db } from '../../db/connection.ts';

/** How many editions the Sales overview lists (the best-selling first). */
const EDITIONS_SHOWN = 12;

/** Limited editions now: size, sold, held and left, the most sold first (for the Sales overview). */
export async function editionStock(db: Db) {
  const rows = await db
    .selectFrom('artworks')
    .innerJoin('artists', 'artists.id', 'artworks.artist_id')
    .select([
      'artworks.title',
      'artists.name as artist_name',
      'artworks.units',
      'artworks.sold',
      'artworks.reserved',
      'artworks.withheld',
    ])
    .where('artworks.limited', '=', 1)
    .orderBy('artworks.sold', 'desc')
    .orderBy('artworks.title')
    .limit(EDITIONS_SHOWN)
    .execute();
  return rows.map((r) => ({
    title: r.title,
    artistName: r.artist_name,
    size: Number(r.units),
    sold: Number(r.sold),
    reserved: Number(r.reserved),
    left: Math.max(0, Number(r.units) - Number(r.sold) - Number(r.reserved) - Number(r.withheld)),
  }));
}
