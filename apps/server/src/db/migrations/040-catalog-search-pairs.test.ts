import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { migrateToLatest, provider } from '../migrate.ts';

const sqlite = dialects.find((d) => d.name === 'sqlite');

describe.runIf(sqlite)('migration 040 on sqlite', () => {
  it('indexes the works already written so a pair at the very end of a text is found, and steps back down', async () => {
    const handle = await (sqlite as NonNullable<typeof sqlite>).create();
    /** The works whose indexed search text holds the phrase, by id. */
    const found = async (phrase: string) =>
      (
        await sql<{ id: string }>`select id from artworks where rowid in
          (select rowid from artwork_search where artwork_search match ${`search_text : "${phrase}"`})`.execute(
          handle.db,
        )
      ).rows.map((r) => r.id);
    /** The trigrams the index lists that begin with the pair. */
    const trigrams = async (pair: string) =>
      (
        await sql<{ term: string }>`select term from artwork_search_vocab
          where term >= ${pair} and term < ${pair} || char(1114111)`.execute(handle.db)
      ).rows.map((r) => r.term);
    const vocabulary = () =>
      sql`select name from sqlite_master where name = 'artwork_search_vocab'`
        .execute(handle.db)
        .then((r) => r.rows.length);
    try {
      const down = await new Migrator({ db: handle.db, provider }).migrateTo('039-catalog-short-grams');
      expect(down.error).toBeUndefined();
      const artistId = await insertArtist(handle.db, { name: 'Ama Owusu' });
      const dusk = await insertArtwork(handle.db, { artistId, title: 'Dusk No. 7', medium: 'Oil', price: 100 });
      await handle.db.updateTable('artworks').set({ search_text: 'dusk ölé 7b' }).where('id', '=', dusk).execute();
      await migrateToLatest(handle);
      // `7b` ends the text: only the space the index now adds after it makes a trigram begin with it.
      expect(await trigrams('7b')).toEqual(['7b ']);
      expect(await found('7b ')).toEqual([dusk]);
      expect(await trigrams('lé')).toEqual(['lé ']);
      expect(await trigrams('b7')).toEqual([]);
      expect(await found('dusk')).toEqual([dusk]);
      const again = await new Migrator({ db: handle.db, provider }).migrateTo('039-catalog-short-grams');
      expect(again.error).toBeUndefined();
      expect(await vocabulary()).toBe(0);
      // Down, the index holds the texts as 029 did: longer phrases still match, and a new work is indexed.
      expect(await found('dusk')).toEqual([dusk]);
      expect(await found('7b ')).toEqual([]);
      const later = await insertArtwork(handle.db, { artistId, title: 'Quiet 9z', medium: 'Ink', price: 90 });
      await handle.db.updateTable('artworks').set({ search_text: 'quiet 9z' }).where('id', '=', later).execute();
      await migrateToLatest(handle);
      expect(await vocabulary()).toBe(1);
      expect(await trigrams('9z')).toEqual(['9z ']);
      expect(await found('7b ')).toEqual([dusk]);
    } finally {
      await handle.drop();
    }
  });
});
