import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { listArtworks } from '../../modules/artworks/index.ts';
import { migrateToLatest, provider } from '../migrate.ts';

for (const dialect of dialects) {
  describe(`migration 035 on ${dialect.name}`, () => {
    it('orders the price listings by the listed price, and steps back down', async () => {
      const handle = await dialect.create();
      try {
        const definitions = async () => {
          const rows =
            dialect.name === 'sqlite'
              ? await sql<{ definition: string }>`select sql as definition from sqlite_master
                  where name like 'artworks_price_%_list' order by name`.execute(handle.db)
              : await sql<{ definition: string }>`select indexdef as definition from pg_indexes
                  where indexname like 'artworks_price_%_list' order by indexname`.execute(handle.db);
          return rows.rows.map((r) => r.definition.toLowerCase());
        };
        const listed =
          /case\s+when \(?price_on_request = 0\)? then price_cents\s+(else null::bigint\s+)?end\)?( desc)?, \(?lower\(/;
        for (const definition of await definitions()) expect(definition).toMatch(listed);

        const down = await new Migrator({ db: handle.db, provider }).migrateTo('034-offers-and-holds');
        expect(down.error).toBeUndefined();
        for (const definition of await definitions()) {
          expect(definition).not.toContain('case');
          expect(definition).toMatch(/price_on_request, price_cents( desc)?, \(?lower\(/);
        }

        // Works on request from before the migration: ranked by title, not by their hidden price.
        const artistId = await insertArtist(handle.db, { name: 'Kofi Mensah' });
        for (const [title, price] of [
          ['Asked Later', 9_000],
          ['Bid Early', 7_000],
        ] as const) {
          const id = await insertArtwork(handle.db, { artistId, title, price });
          await handle.db.updateTable('artworks').set({ price_on_request: 1 }).where('id', '=', id).execute();
        }
        await migrateToLatest(handle);
        expect(await definitions()).toHaveLength(2);
        for (const definition of await definitions()) expect(definition).toMatch(listed);
        const deps = { db: handle.db, mediaUrl: (key: string) => key };
        for (const sortDirection of ['asc', 'desc'] as const) {
          const found = await listArtworks(deps, { sortBy: 'price', sortDirection, limit: 24 });
          expect(found.items.map((a) => a.title)).toEqual(['Asked Later', 'Bid Early']);
        }
      } finally {
        await handle.drop();
      }
    });
  });
}
