import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { listArtworks } from '../../modules/artworks/index.ts';
import { migrateToLatest, provider } from '../migrate.ts';

for (const dialect of dialects) {
  describe(`migration 037 on ${dialect.name}`, () => {
    it('gives existing labels bits, densest first, marks every work, and steps back down', async () => {
      const handle = await dialect.create();
      try {
        const down = await new Migrator({ db: handle.db, provider }).migrateTo('036-sale-costs');
        expect(down.error).toBeUndefined();
        const artistId = await insertArtist(handle.db, { name: 'Kofi Mensah' });
        const dusk = await insertArtwork(handle.db, {
          artistId,
          title: 'Dusk',
          price: 100,
          tags: ['blue', 'sea'],
          collections: ['Coastal Light'],
          formats: [
            { name: 'Small print', price: 20 },
            { name: 'small print ', price: 25 },
          ],
        });
        const dawn = await insertArtwork(handle.db, { artistId, title: 'Dawn', price: 200, tags: ['blue'] });
        await migrateToLatest(handle);

        const bits = await handle.db.selectFrom('label_bits').select(['kind', 'value', 'slot']).execute();
        const slot = (kind: string, value: string) => bits.find((b) => b.kind === kind && b.value === value)?.slot;
        // Both works are blue; every other label has one work, and takes its bit by kind and value.
        expect(bits.sort((a, b) => a.slot - b.slot).map((b) => [b.kind, b.value])).toEqual([
          ['tag', 'blue'],
          ['collection', 'Coastal Light'],
          ['format', 'ORIGINAL'],
          ['format', 'SMALL PRINT'],
          ['tag', 'sea'],
        ]);
        const bit = (kind: string, value: string) => 2 ** (slot(kind, value) ?? Number.NaN);
        const masks = Object.fromEntries(
          (await handle.db.selectFrom('artworks').select(['id', 'label_mask']).execute()).map((r) => [
            r.id,
            Number(r.label_mask),
          ]),
        );
        expect(masks).toEqual({
          [dusk]:
            bit('tag', 'blue') + bit('tag', 'sea') + bit('collection', 'Coastal Light') + bit('format', 'SMALL PRINT'),
          [dawn]: bit('tag', 'blue') + bit('format', 'ORIGINAL'),
        });
        const deps = { db: handle.db, mediaUrl: (key: string) => key };
        const found = await listArtworks(deps, { tags: ['blue'], sortBy: 'title', sortDirection: 'asc', limit: 1 });
        expect({ titles: found.items.map((a) => a.title), total: found.total }).toEqual({ titles: ['Dawn'], total: 2 });

        const again = await new Migrator({ db: handle.db, provider }).migrateTo('036-sale-costs');
        expect(again.error).toBeUndefined();
        const columns =
          dialect.name === 'sqlite'
            ? await sql<{ name: string }>`select name from pragma_table_info('artworks')`.execute(handle.db)
            : await sql<{ name: string }>`select column_name as name from information_schema.columns
                where table_name = 'artworks'`.execute(handle.db);
        expect(columns.rows.map((c) => c.name)).not.toContain('label_mask');
        await handle.db.insertInto('artwork_labels').values({ artwork_id: dawn, kind: 'tag', value: 'sea' }).execute();
        await migrateToLatest(handle);
        const sea = await listArtworks(deps, { tags: ['sea'], sortBy: 'title', sortDirection: 'asc', limit: 24 });
        expect(sea.items.map((a) => a.title)).toEqual(['Dawn', 'Dusk']);
      } finally {
        await handle.drop();
      }
    });
  });
}
