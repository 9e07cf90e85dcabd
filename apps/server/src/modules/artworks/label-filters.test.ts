import type { ArtworkQuery } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { applyFilters } from './artwork-filters.ts';
import { findLabelBits } from './label-sets.ts';
import { readArtworks } from './service.ts';

const SORTS = [
  ['price', 'desc'],
  ['title', 'asc'],
  ['featured', 'desc'],
  ['year', 'asc'],
] as const;
const FILTERS: Partial<ArtworkQuery>[] = [
  { collection: ['Coastal Light'] },
  { tags: ['abstract', 'dusk'] },
  { format: ['SMALL PRINT'] },
  { collection: ['Coastal Light'], format: ['original'], maxPrice: 150 },
  { tags: ['nowhere'] },
];

for (const dialect of dialects) {
  describe(`label and format filters on ${dialect.name}`, () => {
    let handle: TestDb;
    const deps = () => ({ db: handle.db, mediaUrl: (key: string) => key });

    beforeAll(async () => {
      handle = await dialect.create();
      const artistId = await insertArtist(handle.db, { name: 'Nia Mensah' });
      for (let i = 0; i < 40; i++) {
        await insertArtwork(handle.db, {
          artistId,
          title: `Work ${(i * 7) % 40}`,
          price: 100 + ((i * 13) % 40),
          year: 2000 + (i % 5),
          featured: i % 6 === 0,
          collections: i % 3 === 0 ? ['Coastal Light'] : [],
          tags: [i % 4 === 0 ? 'abstract' : 'figurative', ...(i % 5 === 0 ? ['dusk'] : [])],
          formats: [{ name: 'Original', price: 100 }, ...(i % 2 ? [{ name: 'Small print', price: 20 }] : [])],
        });
      }
    });
    afterAll(() => handle.drop());

    it('pages and counts every label and format filter as the whole filtered list, in every order', async () => {
      for (const filter of FILTERS) {
        for (const [sortBy, sortDirection] of SORTS) {
          const query = { ...filter, sortBy, sortDirection };
          const all = (await readArtworks(deps(), query)).items.map((a) => a.id);
          const page = await readArtworks(deps(), { ...query, limit: 4, offset: 4 });
          expect({ query, ids: page.items.map((a) => a.id) }).toEqual({ query, ids: all.slice(4, 8) });
          expect({ query, total: page.total }).toEqual({ query, total: all.length });
        }
      }
    });

    it('finds the same works whichever way a label set or a price is met', async () => {
      for (const filter of FILTERS) {
        const tests = (['set', 'walk', 'probe'] as const)
          .filter((test) => test !== 'walk' || dialect.name === 'sqlite')
          .flatMap((test) => (['seek', 'walk'] as const).map((prices) => [test, prices] as const));
        // And with the label bits (migration 037), which every label here has but one no work holds.
        const bits = await findLabelBits(handle.db, filter);
        if (!filter.tags?.includes('nowhere')) expect(Object.keys(bits).length).toBeGreaterThan(0);
        const found = await Promise.all(
          [...tests.map(([test, prices]) => [test, prices, {}] as const), ['probe', 'walk', bits] as const].map(
            async ([test, prices, withBits]) =>
              (
                await applyFilters(handle.db.selectFrom('artworks'), filter, test, prices, undefined, withBits)
                  .select('artworks.id')
                  .orderBy('artworks.price_cents', 'desc')
                  .orderBy('artworks.id')
                  .execute()
              ).map((r) => r.id),
          ),
        );
        for (const ids of found) expect({ filter, ids }).toEqual({ filter, ids: found[0] });
      }
    });
  });
}
