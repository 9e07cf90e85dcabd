import type { ArtworkQuery } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { contains } from '../../db/text-search.ts';
import { countArtworks, findArtworkRows } from './repo.ts';
import { readArtworks } from './service.ts';
import { findTextMatch, SPARSE_MATCHES } from './text-match.ts';

// Titles and media that put wildcards, quotes, backslashes, FTS5 syntax and non-ASCII letters in the text.
const WORKS: [title: string, medium: string][] = [
  ['Blue Hour', 'Oil on linen'],
  ['100% Blue_Print', 'Screen print'],
  ['Say "Yes" AND NOT', 'Acrylic on canvas'],
  ["O'Keeffe's Garden", 'Oil and wax'],
  ['Back\\slash Study', 'Ink on paper'],
  ['École de Paris', 'Huile sur toile'],
  ['Straße im Regen', 'Öl auf Leinwand'],
  ['ΣΟΦΙΑ σοφία', 'Τέμπερα'],
  ['İstanbul Işık', 'Gouache'],
  ['Emoji 🎨🎨 day', 'Digital 🖼 print'],
  ['blue  double  space', 'Watercolour'],
  ['Nothing in common', 'Bronze'],
];
// Every kind of term: too short for trigrams, wildcards, quotes, FTS5 operators, case and accents.
const TERMS = [
  'b',
  'bl',
  // One or two characters of a-z, 0-9 and space: a bit each on PostgreSQL (migration 039), pairs in either order.
  'BL',
  'ue',
  'eu',
  'e ',
  ' h',
  'zq',
  // Two characters only at the very end of a text ('mixed', below), outside the alphabet, and a quote.
  'ed',
  'ED',
  'éc',
  'ßs',
  '🎨 ',
  'y"',
  '10',
  '0',
  'y',
  'blu',
  'blue',
  'BLUE',
  'Blue Hour',
  'e h',
  '%',
  '%%%',
  '100%',
  '0% b',
  '_',
  'e_p',
  'blue_print',
  '"',
  '"yes"',
  'say "yes" and',
  'and not',
  'NOT',
  '*',
  "o'keeffe",
  "'s g",
  '\\',
  'k\\s',
  'back\\slash',
  'École',
  'école',
  'ÉCOLE',
  'ecole',
  'straße',
  'STRASSE',
  'σοφία',
  'ΣΟΦΙΑ',
  'σοφ',
  'İst',
  'işık',
  'ışık',
  '🎨',
  '🎨🎨',
  'ji 🎨',
  '  ',
  'e  d',
  'double  space',
  'oil',
  'on l',
  'zzz-nothing',
  '%'.repeat(200),
  'abc '.repeat(50),
];

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

for (const dialect of dialects) {
  describe(`gallery text filters on ${dialect.name}`, () => {
    let handle: TestDb;
    const deps = () => ({ db: handle.db, mediaUrl: (key: string) => `/media/${key}` });
    /** Today's answer: a plain case-insensitive substring scan, with no index's help. */
    const scan = async (column: 'search_text' | 'medium', term: string) =>
      ids(
        await handle.db
          .selectFrom('artworks')
          .select('id')
          .where(contains(`artworks.${column}`, term))
          .execute(),
      );
    const read = async (query: Partial<ArtworkQuery>) =>
      (await readArtworks(deps(), { limit: 100, sortBy: 'price', sortDirection: 'desc', ...query })).items.map(
        (a) => a.id,
      );

    beforeAll(async () => {
      handle = await dialect.create();
      const artistId = await insertArtist(handle.db, { name: 'Nia Mensah' });
      for (const [i, [title, medium]] of WORKS.entries()) {
        await insertArtwork(handle.db, { artistId, title, medium, price: 100 + i, tags: i % 2 ? ['blue'] : [] });
      }
      // A stored text with capitals: the index must hold what lower() makes of it, as the scan reads it.
      await handle.db
        .updateTable('artworks')
        .set({ search_text: 'ÉCOLE STRASSE Σοφία BLUE MiXeD', medium: 'MIXED Média' })
        .where('title', '=', 'Nothing in common')
        .execute();
    });
    afterAll(() => handle.drop());

    it('finds exactly the works a substring scan finds, for every kind of search term', async () => {
      for (const term of TERMS) {
        const expected = await scan('search_text', term);
        expect({ term, found: (await read({ search: term })).sort() }).toEqual({ term, found: expected });
        const page = await readArtworks(deps(), { search: term, limit: 2 });
        expect({ term, total: page.total }).toEqual({ term, total: expected.length });
      }
    });

    it('filters a free medium text exactly as a substring scan does', async () => {
      for (const term of ['oil', 'OIL', 'on', 'l', 'média', 'print', '🖼 p', 'τέμ', 'zzz']) {
        expect({ term, found: (await read({ medium: term })).sort() }).toEqual({
          term,
          found: await scan('medium', term),
        });
      }
    });

    it('filters a short search and a free medium text together as substring scans do', async () => {
      for (const [search, medium] of [
        ['bl', 'oil'],
        ['e', 'print'],
        ['o', 'zzz'],
        ['é', 'huile'],
      ] as const) {
        const inMedium = await scan('medium', medium);
        const both = (await scan('search_text', search)).filter((id) => inMedium.includes(id));
        expect({ search, medium, found: (await read({ search, medium })).sort() }).toEqual({
          search,
          medium,
          found: both,
        });
      }
    });

    it('keeps the order and the other filters with a search', async () => {
      const blue = await read({ search: 'blue', maxPrice: 105, sortBy: 'price', sortDirection: 'asc' });
      const all = await read({ sortBy: 'price', sortDirection: 'asc', maxPrice: 105 });
      expect(blue).toEqual(all.filter((id) => blue.includes(id)));
      expect(blue.length).toBeGreaterThan(1);
    });

    it('answers the same when the matches are many enough to walk the order’s index', async () => {
      // Short terms too (decision 073): a few are looked up on `lower(search_text)`'s index (SQLite) or on
      // `artwork_text` (PostgreSQL, decision 078), many tested as walked.
      for (const term of ['blue', 'oil', 'é', '"yes"', 'b', 'bl', '%', '🎨']) {
        const f = { search: term, sortBy: 'title' as const, sortDirection: 'asc' as const, limit: 100, offset: 0 };
        const found = await findTextMatch(handle.db, f);
        const dense = found && { ...found, count: SPARSE_MATCHES + 1 };
        const expected = await scan('search_text', term);
        expect(ids(await findArtworkRows(handle.db, f, undefined, dense))).toEqual(expected);
        expect(await countArtworks(handle.db, { ...f, maxPrice: 1000 }, dense)).toBe(expected.length);
        // A dense term's total is counted apart from its page, on `artwork_text` or the trigram index (a
        // single character's count on SQLite is exact already, so the count forced above stands).
        if (!found?.short)
          expect({ term, total: await countArtworks(handle.db, f, dense) }).toEqual({ term, total: expected.length });
      }
    });

    it('keeps the index in step when a work is added, changed and deleted', async () => {
      const artistId = await insertArtist(handle.db, { name: 'Kofi Asante' });
      const id = await insertArtwork(handle.db, { artistId, title: 'Quetzal Flight', medium: 'Pastel', price: 90 });
      expect(await read({ search: 'quetzal' })).toEqual([id]);
      expect(await read({ search: 'tz' })).toEqual([id]);
      expect(await read({ medium: 'pastel' })).toEqual([id]);
      await handle.db
        .updateTable('artworks')
        .set({ search_text: 'marigold flight', medium: 'Charcoal' })
        .where('id', '=', id)
        .execute();
      expect(await read({ search: 'quetzal' })).toEqual([]);
      expect(await read({ search: 'marigold' })).toEqual([id]);
      // Two characters: a bit of the new text on PostgreSQL, never one of the old.
      expect(await read({ search: 'tz' })).toEqual([]);
      expect(await read({ search: 'ht' })).toContain(id);
      expect((await read({ search: 'ht' })).sort()).toEqual(await scan('search_text', 'ht'));
      expect(await read({ medium: 'pastel' })).toEqual([]);
      expect(await read({ medium: 'charcoal' })).toEqual([id]);
      // A change to another column leaves the text as it was.
      await handle.db.updateTable('artworks').set({ price_cents: 9100 }).where('id', '=', id).execute();
      expect(await read({ search: 'marigold' })).toEqual([id]);
      await handle.db.deleteFrom('artwork_formats').where('artwork_id', '=', id).execute();
      await handle.db.deleteFrom('artwork_images').where('artwork_id', '=', id).execute();
      await handle.db.deleteFrom('artwork_labels').where('artwork_id', '=', id).execute();
      await handle.db.deleteFrom('artworks').where('id', '=', id).execute();
      expect(await read({ search: 'marigold' })).toEqual([]);
      expect((await readArtworks(deps(), { search: 'marigold', limit: 24 })).total).toBe(0);
    });
  });
}
