import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { type CatalogCache, createCatalogCache } from '../../platform/cache/catalog-cache.ts';
import { listArtworks } from './service.ts';

const clock = { now: () => new Date('2026-06-01T00:00:00.000Z') };

for (const dialect of dialects) {
  describe(`the gallery's count on ${dialect.name}`, () => {
    let handle: TestDb;
    let artistId: string;
    const counted: string[] = [];
    /** The real cache, noting each count it had to load. */
    const countingCache = (): CatalogCache => {
      const cache = createCatalogCache({ clock });
      return {
        ...cache,
        get: (key, load) =>
          cache.get(key, () => {
            if (key.startsWith('artwork-count')) counted.push(key);
            return load();
          }),
      };
    };

    beforeAll(async () => {
      handle = await dialect.create();
      artistId = await insertArtist(handle.db, { name: 'Nia Mensah' });
      for (let i = 0; i < 30; i++) await insertArtwork(handle.db, { artistId, title: `Study ${i}`, price: 100 + i });
    });
    afterAll(() => handle.drop());

    it('is counted once per filter set for every sort and page, and again after a write', async () => {
      const cache = countingCache();
      const deps = { db: handle.db, mediaUrl: (key: string) => key, cache };
      const read = (query: object) => listArtworks(deps, { limit: 10, maxPrice: 125, ...query });
      expect((await read({ sortBy: 'price', sortDirection: 'asc' })).total).toBe(26);
      expect((await read({ sortBy: 'title', sortDirection: 'desc', offset: 10 })).total).toBe(26);
      expect((await read({ sortBy: 'year', sortDirection: 'asc', offset: 20 })).total).toBe(26);
      expect(counted).toHaveLength(1);
      expect((await read({ minPrice: 110 })).total).toBe(16);
      expect(counted).toHaveLength(2);
      await insertArtwork(handle.db, { artistId, title: 'Late Study', price: 101 });
      cache.invalidate();
      expect((await read({ sortBy: 'title', sortDirection: 'desc', offset: 10 })).total).toBe(27);
      expect(counted).toHaveLength(3);
    });

    it('counts one collection, tag or medium category from its labels as many as the works listed', async () => {
      const other = await insertArtist(handle.db, { name: 'Kofi Asante' });
      for (let i = 0; i < 6; i++) {
        await insertArtwork(handle.db, {
          artistId: other,
          title: `Harbour ${i}`,
          price: 400 + i,
          medium: i % 2 ? 'Photograph, pigment print' : 'Acrylic on linen',
          tags: i % 3 ? ['sea'] : ['sea', 'night'],
          collections: i < 4 ? ['Harbour Lights'] : [],
        });
      }
      const deps = { db: handle.db, mediaUrl: (key: string) => key };
      for (const filter of [
        { collection: ['Harbour Lights'] },
        { tags: ['night'] },
        { tags: ['sea'] },
        { medium: 'photography' },
        { medium: 'Paintings' },
        { tags: ['sea', 'night'] },
        { collection: ['No Such Collection'] },
      ]) {
        const listed = (await listArtworks(deps, { limit: 100, ...filter })).items.length;
        // A page of one is full whenever a work matches, so its total is counted.
        const counted = (await listArtworks(deps, { limit: 1, offset: 0, ...filter })).total;
        expect({ filter, counted }).toEqual({ filter, counted: listed });
      }
      expect((await listArtworks(deps, { limit: 1, medium: 'paintings' })).total).toBe(34);
    });
  });
}
