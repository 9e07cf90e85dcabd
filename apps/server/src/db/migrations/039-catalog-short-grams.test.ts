import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { migrateToLatest, provider } from '../migrate.ts';
import { SHORT_GRAM_ALPHABET } from './039-catalog-short-grams.ts';

const postgres = dialects.find((d) => d.name === 'postgres');

/** What the bitmap should hold for a lower-cased text: each alphabet character, each adjacent pair of them. */
function expectedGrams(text: string): string[] {
  const chars = [...text];
  const known = (c: string | undefined) => c !== undefined && SHORT_GRAM_ALPHABET.includes(c);
  const singles = chars.filter(known);
  const pairs = chars.slice(1).flatMap((c, i) => (known(chars[i]) && known(c) ? [`${chars[i]}${c}`] : []));
  return [...new Set([...singles, ...pairs])].sort();
}

describe.runIf(postgres)('migration 039 on postgres', () => {
  it('holds each work’s characters and adjacent pairs as bits, kept on bulk inserts, text changes and deletes, and steps back down', async () => {
    const handle = await (postgres as NonNullable<typeof postgres>).create();
    const size = SHORT_GRAM_ALPHABET.length;
    const grams = [...SHORT_GRAM_ALPHABET].flatMap((a, i) => [
      { gram: a, bit: i },
      ...[...SHORT_GRAM_ALPHABET].map((b, j) => ({ gram: `${a}${b}`, bit: size + i * size + j })),
    ]);
    /** The grams whose bits are set, read back from the table by `get_bit`. */
    const held = async (artworkId: string) => {
      const row = await sql<{ bits: string }>`select string_agg(get_bit(grams, n)::text, '' order by n) as bits
        from artwork_grams, generate_series(0, 1405) as n where artwork_id = ${artworkId} group by artwork_id`.execute(
        handle.db,
      );
      const bits = row.rows[0]?.bits;
      return bits === undefined
        ? undefined
        : grams
            .filter((g) => bits[g.bit] === '1')
            .map((g) => g.gram)
            .sort();
    };
    const text = async (artworkId: string) =>
      (
        await handle.db
          .selectFrom('artwork_text')
          .select('search_text')
          .where('artwork_id', '=', artworkId)
          .executeTakeFirstOrThrow()
      ).search_text;
    try {
      const down = await new Migrator({ db: handle.db, provider }).migrateTo('038-catalog-text-table');
      expect(down.error).toBeUndefined();
      const artistId = await insertArtist(handle.db, { name: 'Ama Owusu' });
      const dusk = await insertArtwork(handle.db, { artistId, title: 'Dusk No. 7', medium: 'Oil', price: 100 });
      await handle.db.updateTable('artworks').set({ search_text: 'Dusk ölé 7b' }).where('id', '=', dusk).execute();
      await migrateToLatest(handle);
      // Written for the works already there; `ö` and `é` are outside the alphabet and part no pair.
      expect(await held(dusk)).toEqual(
        ['k', 'k ', 'd', 'du', 'l', ' ', ' 7', 's', 'sk', 'u', 'us', '7', '7b', 'b'].sort(),
      );
      expect(await held(dusk)).toEqual(expectedGrams(await text(dusk)));

      // One statement inserting two works writes both bitmaps.
      const at = new Date().toISOString();
      const work = (id: string, title: string) => ({
        id,
        title,
        artist_id: artistId,
        price_cents: 100,
        medium: 'Ink',
        search_text: `${title} ama`,
        created_at: at,
        updated_at: at,
      });
      await handle.db
        .insertInto('artworks')
        .values([work('bulk-1', 'Ebb Tide 2'), work('bulk-2', 'Flow')])
        .execute();
      for (const id of ['bulk-1', 'bulk-2']) expect(await held(id)).toEqual(expectedGrams(await text(id)));
      expect(await held('bulk-1')).toContain(' 2');

      // A text change rewrites the bitmap; a sale leaves it; a deleted work takes it along.
      await handle.db.updateTable('artworks').set({ search_text: 'Quetzal' }).where('id', '=', 'bulk-1').execute();
      expect(await held('bulk-1')).toEqual(expectedGrams('quetzal'));
      await handle.db.updateTable('artworks').set({ sold: 1 }).where('id', '=', 'bulk-1').execute();
      expect(await held('bulk-1')).toEqual(expectedGrams('quetzal'));
      await handle.db.deleteFrom('artworks').where('id', '=', 'bulk-2').execute();
      expect(await held('bulk-2')).toBeUndefined();

      const again = await new Migrator({ db: handle.db, provider }).migrateTo('038-catalog-text-table');
      expect(again.error).toBeUndefined();
      const left = await sql<{ n: string }>`select count(*) as n from information_schema.tables
        where table_name = 'artwork_grams'`.execute(handle.db);
      expect(Number(left.rows[0]?.n)).toBe(0);
      // Works written while it was down are covered once it is back.
      await handle.db.updateTable('artworks').set({ search_text: 'Ebb' }).where('id', '=', 'bulk-1').execute();
      await migrateToLatest(handle);
      expect(await held('bulk-1')).toEqual(expectedGrams('ebb'));
    } finally {
      await handle.drop();
    }
  });
});
