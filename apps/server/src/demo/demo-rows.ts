import { formatKey, primaryMediumCategory } from '@vernissage/contract';
import type {
  ArtistsTable,
  ArtworkFormatsTable,
  ArtworkImagesTable,
  ArtworkLabelsTable,
  ArtworkProvenanceTable,
  ArtworksTable,
  Insertable,
} from '../db/schema.ts';
import { artistSearchText } from '../modules/artists/index.ts';
import { artworkSearchText, categoryLabels, categoryMask } from '../modules/artworks/index.ts';
import { newId } from '../platform/ids.ts';
import { slugOf } from './demo-artists.ts';
import { collectionsOf, DEMO_ARTISTS, DEMO_ARTWORKS, isRecentDemoWork } from './demo-data.ts';
import { type FormatTypeKey, formatsOf } from './demo-formats.ts';
import { DEMO_PROVENANCE } from './demo-provenance.ts';

const MINUTES_PER_YEAR = 365 * 24 * 60;

export type CatalogRows = {
  artists: Insertable<ArtistsTable>[];
  artworks: Insertable<ArtworksTable>[];
  images: Insertable<ArtworkImagesTable>[];
  formats: Insertable<ArtworkFormatsTable>[];
  labels: Insertable<ArtworkLabelsTable>[];
  provenance: Insertable<ArtworkProvenanceTable>[];
};

/** Media ids by image key (`artist:<key>`, `work:<index>:<n>`), from the rendering step. */
export type MediaIds = ReadonlyMap<string, string>;
export const artistImageKey = (artistKey: string): string => `artist:${artistKey}`;
export const workImageKey = (work: number, image: number): string => `work:${work}:${image}`;

/**
 * Every catalog row of the demo, ready to insert. `now` is the seeding time; works are stamped a
 * minute apart (newest last in the list) so admin lists sorted by creation have a stable order, and
 * older works a year earlier so only the recent ones are New Arrivals.
 */
export function demoCatalogRows(media: MediaIds, now: Date, typeIds: ReadonlyMap<FormatTypeKey, string>): CatalogRows {
  const stamp = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const artistIds = new Map(DEMO_ARTISTS.map((a) => [a.key, newId()]));
  const artists = DEMO_ARTISTS.map((a, i) => ({
    id: artistIds.get(a.key) ?? newId(),
    name: a.name,
    bio: a.bio,
    website: `https://${slugOf(a.name)}.example`,
    instagram: `@${slugOf(a.name)}.studio`,
    email: `studio@${slugOf(a.name)}.example`,
    country: a.country,
    image_media_id: media.get(artistImageKey(a.key)) ?? null,
    style: JSON.stringify(a.style),
    awards: JSON.stringify(a.awards),
    verified: a.verified ? 1 : 0,
    featured: a.featured ? 1 : 0,
    search_text: artistSearchText(a),
    created_at: stamp(DEMO_ARTISTS.length + DEMO_ARTWORKS.length - i),
    updated_at: stamp(DEMO_ARTISTS.length + DEMO_ARTWORKS.length - i),
  }));
  const rows: CatalogRows = { artists, artworks: [], images: [], formats: [], labels: [], provenance: [] };
  DEMO_ARTWORKS.forEach((work, index) => {
    const id = newId();
    const artist = DEMO_ARTISTS.find((a) => a.key === work.artist);
    const artistId = artistIds.get(work.artist);
    if (!artist || !artistId) throw new Error(`Demo artwork ${work.title} names an unknown artist`);
    const formats = formatsOf(work);
    const collections = collectionsOf(work);
    const offer = work.offer;
    const addedAt = stamp(DEMO_ARTWORKS.length - index + (isRecentDemoWork(work) ? 0 : MINUTES_PER_YEAR));
    rows.artworks.push({
      id,
      title: work.title,
      description: work.description,
      artist_id: artistId,
      price_cents: Math.min(...formats.map((f) => f.priceCents)),
      original_price_cents: offer.was ? offer.was * 100 : null,
      medium: work.medium,
      medium_category: primaryMediumCategory({ medium: work.medium, formats, tags: work.tags }),
      category_mask: categoryMask({ medium: work.medium, formats, tags: work.tags }),
      dimensions: work.size,
      year: work.year,
      featured: work.featured ? 1 : 0,
      limited: offer.kind === 'edition' ? 1 : 0,
      limited_count: offer.kind === 'edition' ? offer.left : null,
      units: offer.kind === 'edition' ? offer.left : 1,
      availability: work.availability ?? 'available',
      search_text: artworkSearchText({ ...work, artistName: artist.name, collections }),
      created_at: addedAt,
      updated_at: addedAt,
    });
    for (let n = 0; n < work.images; n++) {
      const mediaId = media.get(workImageKey(index, n));
      if (mediaId) rows.images.push({ artwork_id: id, position: n, media_id: mediaId });
    }
    formats.forEach((f, position) => {
      const typeId = f.type ? (typeIds.get(f.type) ?? null) : null;
      rows.formats.push({
        id: newId(),
        artwork_id: id,
        position,
        name: f.name,
        name_key: formatKey(f.name),
        price_cents: f.priceCents,
        available: f.available ? 1 : 0,
        format_type_id: typeId,
      });
    });
    for (const value of new Set(work.tags)) rows.labels.push({ artwork_id: id, kind: 'tag', value });
    for (const value of collections) rows.labels.push({ artwork_id: id, kind: 'collection', value });
    for (const label of categoryLabels({ medium: work.medium, formats, tags: work.tags }))
      rows.labels.push({ artwork_id: id, ...label });
    (DEMO_PROVENANCE[work.title] ?? []).forEach((entry, position) => {
      rows.provenance.push({ artwork_id: id, position, ...entry, public: entry.public ? 1 : 0 });
    });
  });
  return rows;
}
