import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { migrateToLatest, provider } from '../migrate.ts';

const postgres = dialects.find((d) => d.name === 'postgres');

describe.runIf(postgres)('migration 038 on postgres', () => {
  it('copies every work’s text lower-cased, keeps it on bulk inserts, text changes and deletes, stores the work’s own search text lower-cased, and steps back down', async () => {
    const handle = await (postgres as NonNullable<typeof postgres>).create();
    const rows = async () =>
      (
        await handle.db
          .selectFrom('artwork_text')
          .select(['artwork_id', 'search_text', 'medium', 'search_bytes'])
          .orderBy('search_text')
          .execute()
      ).map((r) => [r.artwork_id, r.search_text, r.medium, r.search_bytes]);
    const stored = async (id: string) =>
      (await handle.db.selectFrom('artworks').select('search_text').where('id', '=', id).executeTakeFirstOrThrow())
        .search_text;
    const trigramIndexes = async () =>
      (
        await sql<{ name: string }>`select indexname as name from pg_indexes
          where tablename = 'artworks' and indexname like '%trgm' order by indexname`.execute(handle.db)
      ).rows.map((r) => r.name);
    try {
      const down = await new Migrator({ db: handle.db, provider }).migrateTo('037-catalog-label-bits');
      expect(down.error).toBeUndefined();
      const artistId = await insertArtist(handle.db, { name: 'Kofi Mensah' });
      const dusk = await insertArtwork(handle.db, { artistId, title: 'Dusk', medium: 'Oil on Linen', price: 100 });
      await handle.db.updateTable('artworks').set({ search_text: 'DUSK Ölé' }).where('id', '=', dusk).execute();
      await migrateToLatest(handle);
      // The bytes of `dusk ölé`: the two accented letters take two each.
      expect(await rows()).toEqual([[dusk, 'dusk ölé', 'oil on linen', 10]]);
      // The work's own text is stored lower-cased too, and 029's trigram indexes on it are gone.
      expect(await stored(dusk)).toBe('dusk ölé');
      expect(await trigramIndexes()).toEqual([]);

      // One statement inserting two works writes both rows (a statement trigger reads them all).
      const at = new Date().toISOString();
      const work = (id: string, title: string) => ({
        id,
        title,
        artist_id: artistId,
        price_cents: 100,
        medium: 'Ink',
        search_text: `${title} kofi`.toLowerCase(),
        created_at: at,
        updated_at: at,
      });
      await handle.db
        .insertInto('artworks')
        .values([work('bulk-1', 'Ebb'), work('bulk-2', 'Flow')])
        .execute();
      expect((await rows()).map((r) => r.slice(0, 3))).toEqual([
        [dusk, 'dusk ölé', 'oil on linen'],
        ['bulk-1', 'ebb kofi', 'ink'],
        ['bulk-2', 'flow kofi', 'ink'],
      ]);

      // A sale writes the work, not its text; a text change rewrites it; a deleted work takes it along.
      await handle.db.updateTable('artworks').set({ sold: 1, title: 'Dusk II' }).where('id', '=', dusk).execute();
      await handle.db
        .updateTable('artworks')
        .set({ medium: 'Tempera', search_text: 'EBB Kofi' })
        .where('id', '=', 'bulk-1')
        .execute();
      expect(await stored('bulk-1')).toBe('ebb kofi');
      await handle.db.deleteFrom('artworks').where('id', '=', 'bulk-2').execute();
      expect((await rows()).map((r) => r.slice(0, 3))).toEqual([
        [dusk, 'dusk ölé', 'oil on linen'],
        ['bulk-1', 'ebb kofi', 'tempera'],
      ]);

      const again = await new Migrator({ db: handle.db, provider }).migrateTo('037-catalog-label-bits');
      expect(again.error).toBeUndefined();
      const tables = await sql<{ n: string }>`select count(*) as n from information_schema.tables
        where table_name = 'artwork_text'`.execute(handle.db);
      expect(Number(tables.rows[0]?.n)).toBe(0);
      expect(await trigramIndexes()).toEqual(['artworks_medium_trgm', 'artworks_search_trgm']);
      await handle.db.updateTable('artworks').set({ search_text: 'Ebb KOFI' }).where('id', '=', 'bulk-1').execute();
      expect(await stored('bulk-1')).toBe('Ebb KOFI');
      await handle.db.updateTable('artworks').set({ medium: 'Gouache' }).where('id', '=', dusk).execute();
      await migrateToLatest(handle);
      expect((await rows()).map((r) => r.slice(0, 3))).toEqual([
        [dusk, 'dusk ölé', 'gouache'],
        ['bulk-1', 'ebb kofi', 'tempera'],
      ]);
      expect(await stored('bulk-1')).toBe('ebb kofi');
    } finally {
      await handle.drop();
    }
  });
});
