import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { listArtworks } from '../../modules/artworks/index.ts';
import { migrateToLatest, provider } from '../migrate.ts';

for (const dialect of dialects) {
  describe(`migration 029 on ${dialect.name}`, () => {
    it('indexes the works already there, and steps back down', async () => {
      const handle = await dialect.create();
      try {
        const down = await new Migrator({ db: handle.db, provider }).migrateTo('028-more-status-checks');
        expect(down.error).toBeUndefined();
        const artist = await insertArtist(handle.db, { name: 'Amara Okafor' });
        const work = await insertArtwork(handle.db, { artistId: artist, title: 'Harmattan Haze', price: 500 });
        await migrateToLatest(handle);
        const deps = { db: handle.db, mediaUrl: (key: string) => key };
        const found = await listArtworks(deps, { search: 'harmattan', limit: 24 });
        expect(found.items.map((a) => a.id)).toEqual([work]);
        const indexes =
          dialect.name === 'sqlite'
            ? sql<{ name: string }>`select name from sqlite_master where name like 'artwork_search%' order by name`
            : sql<{
                name: string;
              }>`select indexname as name from pg_indexes where indexname like 'artworks_%_trgm' order by name`;
        const names = (await indexes.execute(handle.db)).rows.map((r) => r.name);
        expect(names).toEqual(
          dialect.name === 'sqlite'
            ? expect.arrayContaining([
                'artwork_search',
                'artwork_search_delete',
                'artwork_search_insert',
                'artwork_search_update',
              ])
            : ['artworks_medium_trgm', 'artworks_search_trgm'],
        );
        expect(
          (await new Migrator({ db: handle.db, provider }).migrateTo('028-more-status-checks')).error,
        ).toBeUndefined();
        expect((await indexes.execute(handle.db)).rows).toEqual([]);
        await migrateToLatest(handle);
      } finally {
        await handle.drop();
      }
    });
  });
}
