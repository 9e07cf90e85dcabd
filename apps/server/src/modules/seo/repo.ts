import type { Db } from '../../db/connection.ts';

// Only ids and timestamps, two narrow queries however large the catalog.
export async function findArtworkStamps(db: Db) {
  return db.selectFrom('artworks').select(['id', 'updated_at']).orderBy('id').execute();
}

export async function findArtistStamps(db: Db) {
  return db.selectFrom('artists').select(['id', 'updated_at']).orderBy('id').execute();
}
