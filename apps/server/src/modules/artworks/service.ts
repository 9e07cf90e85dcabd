import type { Artist, ArtistQuery, ArtworkPage, ArtworkQuery, HeroMedia } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { type JsonBody, jsonBody } from '../../platform/http/json-body.ts';
import { type ArtistRowWithMedia, findArtistRow, findArtistRows } from '../artists/repo.ts';
import { toArtworks } from './artwork-mapper.ts';
import { countArtworks, findArtworkParts, findArtworkRows } from './repo.ts';
import { type CatalogCache, cacheKey } from '../../platform/cache/catalog-cache.ts';
import { findCurrentHeroMedia } from '../hero-media/repo.ts';
import { type MediaUrl, pictureOf } from '../media/pictures.ts';

/** `cache` is optional so tools and tests can read the catalog without one. */
export type CatalogDeps = { db: Db; mediaUrl: MediaUrl; cache?: CatalogCache };

/** One page of artworks (all of them without a limit) and the number of matches. */
export function listArtworks(deps: CatalogDeps, query: ArtworkQuery): Promise<ArtworkPage> {
  const load = () => readArtworks(deps, query);
  return deps.cache ? deps.cache.get(cacheKey('artworks', query), load) : load();
}

/** The same page as a prepared HTTP body, built once per cached entry for the JSON API. */
export async function listArtworksBody(
  deps: CatalogDeps,
  query: ArtworkQuery,
): Promise<{ body: JsonBody; total: number }> {
  const load = () => readArtworks(deps, query);
  if (!deps.cache) {
    const page = await load();
    return { body: jsonBody(page.items), total: page.total };
  }
  const { value, body } = await deps.cache.json(cacheKey('artworks', query), load, (p) => p.items);
  return { body, total: value.total };
}

async function readArtworks({ db, mediaUrl }: CatalogDeps, query: ArtworkQuery): Promise<ArtworkPage> {
  const rows = await findArtworkRows(db, query);
  const paged = query.limit !== undefined || query.offset !== undefined;
  const total = paged ? await countArtworks(db, query) : rows.length;
  const parts = await findArtworkParts(
    db,
    rows.map((r) => r.id),
  );
  return { items: toArtworks(rows, parts, mediaUrl), total };
}

function toArtist(r: ArtistRowWithMedia, mediaUrl: MediaUrl): Artist {
  const picture =
    r.media_id && r.widths !== null
      ? pictureOf(
          {
            id: r.media_id,
            width: r.width ?? 0,
            height: r.height ?? 0,
            widths: r.widths,
            placeholder: r.placeholder ?? '',
          },
          mediaUrl,
        )
      : null;
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

export function listArtists(deps: CatalogDeps, query: ArtistQuery): Promise<Artist[]> {
  const load = async () => (await findArtistRows(deps.db, query)).map((r) => toArtist(r, deps.mediaUrl));
  return deps.cache ? deps.cache.get(cacheKey('artists', query), load) : load();
}

export async function getArtist({ db, mediaUrl }: CatalogDeps, id: string): Promise<Artist | null> {
  const row = await findArtistRow(db, id);
  return row ? toArtist(row, mediaUrl) : null;
}

export async function getHeroMedia({ db, mediaUrl }: CatalogDeps): Promise<HeroMedia | null> {
  const row = await findCurrentHeroMedia(db);
  if (!row) return null;
  const isImage = row.resource_type === 'image';
  return {
    url: row.url,
    resource_type: isImage ? 'image' : 'video',
    created_at: row.created_at,
    picture: isImage ? pictureOf(row, mediaUrl) : null,
  };
}
