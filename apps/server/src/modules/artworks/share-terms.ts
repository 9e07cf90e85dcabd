import type { Db } from '../../db/connection.ts';

/** Who is owed what of a work's sale: its artist and the gallery's rate (hundredths of a percent). */
export type ShareTerms = { artistId: string; rateBp: number };

/**
 * The terms of each of these works' sales today (gallery.md §4): the work's own rate, else its
 * artist's; a work the gallery owns keeps the whole amount (rate 100%).
 */
export async function shareTermsOf(db: Db, artworkIds: readonly string[]): Promise<Map<string, ShareTerms>> {
  if (artworkIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('artworks')
    .innerJoin('artists', 'artists.id', 'artworks.artist_id')
    .select([
      'artworks.id',
      'artworks.artist_id',
      'artworks.ownership',
      'artworks.commission_bp as work_bp',
      'artists.commission_bp as artist_bp',
    ])
    .where('artworks.id', 'in', [...new Set(artworkIds)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        artistId: r.artist_id,
        rateBp: r.ownership === 'gallery' ? 10_000 : Number(r.work_bp ?? r.artist_bp),
      },
    ]),
  );
}
