import type { ArtistQuery } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { contains } from '../../db/text-search.ts';

const artistColumns = [
  'artists.id',
  'artists.name',
  'artists.bio',
  'artists.website',
  'artists.instagram',
  'artists.country',
  'artists.style',
  'artists.awards',
  'artists.verified',
  'artists.featured',
  'media.id as media_id',
  'media.width',
  'media.height',
  'media.widths',
  'media.placeholder',
] as const;

function artistsQuery(db: Db) {
  return db.selectFrom('artists').leftJoin('media', 'media.id', 'artists.image_media_id').select(artistColumns);
}

export async function findArtistRows(db: Db, q: ArtistQuery) {
  let query = artistsQuery(db);
  if (q.featured) query = query.where('artists.featured', '=', q.featured === 'true' ? 1 : 0);
  if (q.search) query = query.where(contains('artists.search_text', q.search));
  return query.orderBy('artists.featured', 'desc').orderBy('artists.name').execute();
}

export async function findArtistRow(db: Db, id: string) {
  return artistsQuery(db).where('artists.id', '=', id).executeTakeFirst();
}

export type ArtistRowWithMedia = Awaited<ReturnType<typeof findArtistRows>>[number];

export async function findArtistName(db: Db, id: string): Promise<string | undefined> {
  return (await db.selectFrom('artists').select('name').where('id', '=', id).executeTakeFirst())?.name;
}

// Only ids and timestamps, one narrow query however large the catalog.
export async function findArtistStamps(db: Db) {
  return db.selectFrom('artists').select(['id', 'updated_at']).orderBy('id').execute();
}
