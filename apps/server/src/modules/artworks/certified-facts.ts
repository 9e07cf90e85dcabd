import type { ProvenanceEntry } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { findArtworkImages, findPublicProvenance } from './repo.ts';

/** What a certificate of authenticity records of a work beyond its order line (gallery.md §2). */
export type CertifiedFacts = {
  title: string;
  artistName: string;
  year: number | null;
  medium: string;
  dimensions: string;
  /** The first image's media row, as `pictureOf` reads it; null when the work has none. */
  image: { id: string; width: number; height: number; widths: string; placeholder: string } | null;
};

/** The title, artist, year, medium, dimensions and first image of each of these works that still exists. */
export async function certifiedFacts(db: Db, artworkIds: readonly string[]): Promise<Map<string, CertifiedFacts>> {
  if (artworkIds.length === 0) return new Map();
  const ids = [...new Set(artworkIds)];
  const [works, images] = await Promise.all([
    db
      .selectFrom('artworks')
      .innerJoin('artists', 'artists.id', 'artworks.artist_id')
      .select([
        'artworks.id',
        'artworks.title',
        'artists.name',
        'artworks.year',
        'artworks.medium',
        'artworks.dimensions',
      ])
      .where('artworks.id', 'in', ids)
      .execute(),
    findArtworkImages(db, ids),
  ]);
  const firstImage = new Map<string, CertifiedFacts['image']>();
  for (const { artwork_id, ...image } of images) if (!firstImage.has(artwork_id)) firstImage.set(artwork_id, image);
  return new Map(
    works.map((w) => [
      w.id,
      {
        title: w.title,
        artistName: w.name,
        year: w.year,
        medium: w.medium,
        dimensions: w.dimensions,
        image: firstImage.get(w.id) ?? null,
      },
    ]),
  );
}

/** A work's public provenance entries in order (none when it no longer exists). */
export async function publicProvenanceOf(db: Db, artworkId: string | null): Promise<ProvenanceEntry[]> {
  if (!artworkId) return [];
  const rows = await findPublicProvenance(db, [artworkId]);
  return rows.map(({ date, text }) => ({ date, text }));
}
