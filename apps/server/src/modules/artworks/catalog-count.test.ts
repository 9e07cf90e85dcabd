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
  });
}
