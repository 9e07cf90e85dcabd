import type { Db } from '../../db/connection.ts';
import type { HeroMediaTable, Insertable } from '../../db/schema.ts';

export async function insertHeroMedia(db: Db, row: Insertable<HeroMediaTable>): Promise<void> {
  await db.insertInto('hero_media').values(row).execute();
}

/** Which of these media ids are stored images. */
export async function findImageIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('media').select('id').where('id', 'in', ids).where('kind', '=', 'image').execute();
  return new Set(rows.map((r) => r.id));
}
