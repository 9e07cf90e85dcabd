import type { Artist, ArtistQuery } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import type { ArtistsTable, Insertable } from '../../db/schema.ts';
import { type CatalogReadDeps, cacheKey } from '../../platform/cache/catalog-cache.ts';
import { joinedPictureOf, type MediaUrl } from '../media/index.ts';
import { insertArtistRow } from './admin-repo.ts';
import { type ArtistRowWithMedia, findArtistName, findArtistRow, findArtistRows, findArtistStamps } from './repo.ts';

function toArtist(r: ArtistRowWithMedia, mediaUrl: MediaUrl): Artist {
  const picture = joinedPictureOf(r, mediaUrl);
  return {
    _id: r.id,
    id: r.id,
    name: r.name,
    image: picture?.url ?? null,
    picture,
    country: r.country,
    style: JSON.parse(r.style) as string[],
    bio: r.bio,
    verified: r.verified === 1,
    featured: r.featured === 1,
    website: r.website,
    instagram: r.instagram,
    awards: JSON.parse(r.awards) as string[],
  };
}

export function listArtists(deps: CatalogReadDeps, query: ArtistQuery): Promise<Artist[]> {
  const load = async () => (await findArtistRows(deps.db, query)).map((r) => toArtist(r, deps.mediaUrl));
  return deps.cache ? deps.cache.get(cacheKey('artists', query), load) : load();
}

export async function getArtist({ db, mediaUrl }: CatalogReadDeps, id: string): Promise<Artist | null> {
  const row = await findArtistRow(db, id);
  return row ? toArtist(row, mediaUrl) : null;
}

/** The artist's name, or undefined when there is no such artist (artworks store it for search). */
export const artistName = (db: Db, id: string): Promise<string | undefined> => findArtistName(db, id);

/** Ids and change times of every artist, for the sitemap. */
export const artistStamps = (db: Db) => findArtistStamps(db);

/** What the storefront's artist search looks through. */
export const artistSearchText = (a: { name: string; country: string; style: string[] }): string =>
  [a.name, a.country, ...a.style].join(' ').toLowerCase();

/** Bulk insert for the demo seeder, inside its transaction. */
export async function insertArtists(tx: Db, rows: Insertable<ArtistsTable>[]): Promise<void> {
  for (const row of rows) await insertArtistRow(tx, row);
}
