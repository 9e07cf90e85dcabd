import type { Db } from '../../db/connection.ts';
import type { HeroMediaTable, Insertable } from '../../db/schema.ts';

/** The hero is the newest uploaded hero media. */
export async function findCurrentHeroMedia(db: Db) {
  return db
    .selectFrom('hero_media')
    .innerJoin('media', 'media.id', 'hero_media.media_id')
    .select([
      'hero_media.url',
      'hero_media.resource_type',
      'hero_media.created_at',
      'media.id',
      'media.width',
      'media.height',
      'media.widths',
      'media.placeholder',
    ])
    .orderBy('hero_media.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertHeroMedia(db: Db, row: Insertable<HeroMediaTable>): Promise<void> {
  await db.insertInto('hero_media').values(row).execute();
}
