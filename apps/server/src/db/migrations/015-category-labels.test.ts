import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { migrateToLatest, provider } from '../migrate.ts';

for (const dialect of dialects) {
  describe(`migration 015 on ${dialect.name}`, () => {
    it('gives existing works a label for every category they match, and steps back down', async () => {
      const handle = await dialect.create();
      try {
        const artist = await insertArtist(handle.db, { name: 'Amara Okafor' });
        const collage = await insertArtwork(handle.db, {
          artistId: artist,
          title: 'Market Map',
          price: 1000,
          medium: 'Mixed media and collage on panel',
          tags: ['acrylic'],
        });
        const bronze = await insertArtwork(handle.db, {
          artistId: artist,
          title: 'Bronze',
          price: 900,
          medium: 'Bronze',
          formats: [{ name: 'Cast', price: 900 }],
        });
        const categories = async () =>
          (
            await handle.db
              .selectFrom('artwork_labels')
              .select(['artwork_id', 'value'])
              .where('kind', '=', 'category')
              .orderBy('artwork_id')
              .orderBy('value')
              .execute()
          ).map((l) => `${l.artwork_id}:${l.value}`);
        const down = await new Migrator({ db: handle.db, provider }).migrateTo('009-consent-page-index');
        expect(down.error).toBeUndefined();
        expect(await categories()).toEqual([]);
        await migrateToLatest(handle);
        expect(await categories()).toEqual([`${collage}:mixed-media`, `${collage}:paintings`]);
        expect((await categories()).some((c) => c.startsWith(`${bronze}:`))).toBe(false);
      } finally {
        await handle.drop();
      }
    });
  });
}
