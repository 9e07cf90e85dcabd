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
        // As 029 left them: PostgreSQL's trigram indexes on `artworks` give way to 038's table later.
        expect(
          (await new Migrator({ db: handle.db, provider }).migrateTo('029-catalog-text-search')).error,
        ).toBeUndefined();
        const ours = `name like 'artwork_search%' or name like 'artworks_%_trgm' or name = 'artworks_filter_count'`;
        const indexes =
          dialect.name === 'sqlite'
            ? sql<{ name: string }>`select name from sqlite_master where ${sql.raw(ours)} order by name`
            : sql<{ name: string }>`select * from (select indexname as name from pg_indexes) i
                where ${sql.raw(ours)} order by name`;
        const names = (await indexes.execute(handle.db)).rows.map((r) => r.name);
        expect(names).toEqual(
          dialect.name === 'sqlite'
            ? [
                'artwork_search',
                'artwork_search_config',
                'artwork_search_data',
                'artwork_search_delete',
                'artwork_search_docsize',
                'artwork_search_idx',
                'artwork_search_insert',
                'artwork_search_update',
                'artworks_filter_count',
              ]
            : ['artworks_filter_count', 'artworks_medium_trgm', 'artworks_search_trgm'],
        );
        await migrateToLatest(handle);
        const deps = { db: handle.db, mediaUrl: (key: string) => key };
        const found = await listArtworks(deps, { search: 'harmattan', limit: 24 });
        expect(found.items.map((a) => a.id)).toEqual([work]);
        expect(
          (await new Migrator({ db: handle.db, provider }).migrateTo('028-more-status-checks')).error,
        ).toBeUndefined();
        expect((await indexes.execute(handle.db)).rows).toEqual([]);
        await migrateToLatest(handle);
      } finally {
        await handle.drop();
      }
    });

    if (dialect.name === 'sqlite') {
      it('lets a count scan the narrow index while a page keeps walking its order’s index', async () => {
        const handle = await dialect.create();
        try {
          const plan = async (query: ReturnType<typeof sql>) =>
            (await sql<{ detail: string }>`explain query plan ${query}`.execute(handle.db)).rows
              .map((r) => r.detail)
              .join('\n');
          const count = await plan(sql`select count(*) from artworks where limited = 1 and (category_mask & 2) <> 0`);
          // This one, or since migration 041 the narrow index that leads with `limited`.
          expect(count).toMatch(/COVERING INDEX artworks_(filter_count|count_limited)/);
          // A page tests `limited` as no index can seek it (artwork-filters.ts), as the repo writes it.
          const page = await plan(
            sql`select id from artworks where (limited + 0) = 1
              order by price_on_request, (case when price_on_request = 0 then price_cents end) desc, lower(title), id
              limit 24`,
          );
          expect(page).toContain('artworks_price_desc_list');
          expect(page).not.toContain('TEMP B-TREE');
        } finally {
          await handle.drop();
        }
      });
    }
  });
}
