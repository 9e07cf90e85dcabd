import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';
import type { ArtistsTable, Insertable, Updateable } from '../../db/schema.ts';

function artistsWithImage(db: Db) {
  return db
    .selectFrom('artists')
    .leftJoin('media', 'media.id', 'artists.image_media_id')
    .selectAll('artists')
    .select(['media.id as media_id', 'media.width', 'media.height', 'media.widths', 'media.placeholder']);
}

export async function findArtistRows(db: Db) {
  return artistsWithImage(db).orderBy('artists.name').orderBy('artists.id').execute();
}

export async function findArtistRow(db: Db, id: string) {
  return artistsWithImage(db).where('artists.id', '=', id).executeTakeFirst();
}

export type AdminArtistRow = NonNullable<Awaited<ReturnType<typeof findArtistRow>>>;

export async function insertArtistRow(db: Db, row: Insertable<ArtistsTable>): Promise<void> {
  await db.insertInto('artists').values(row).execute();
}

export async function updateArtistRow(db: Db, id: string, row: Updateable<ArtistsTable>): Promise<void> {
  await db.updateTable('artists').set(row).where('id', '=', id).execute();
}

export async function deleteArtistRow(db: Db, id: string): Promise<number> {
  const result = await db.deleteFrom('artists').where('id', '=', id).executeTakeFirst();
  return affected(result);
}
