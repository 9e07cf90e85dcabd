import type { Artwork } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const WORKS = 130;

for (const dialect of dialects) {
  describe(`GET /api/artworks is bounded, on ${dialect.name}`, () => {
    let t: TestApp;
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      return { status: res.statusCode, total: res.headers['x-total-count'], body: res.json() };
    };

    beforeAll(async () => {
      t = await createTestApp(dialect);
      const artistId = await insertArtist(t.database.db, { name: 'Nia Mensah' });
      for (let i = 0; i < WORKS; i++) {
        await insertArtwork(t.database.db, { artistId, title: `Study ${String(i).padStart(3, '0')}`, price: 100 + i });
      }
    });
    afterAll(() => t.close());

    it('answers 100 works without a limit, and the number of every match', async () => {
      const res = await get('/api/artworks?sortBy=title&sortDirection=asc');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(100);
      expect(res.total).toBe(String(WORKS));
      expect((res.body as Artwork[])[99]?.title).toBe('Study 099');
    });

    it('pages with offset alone, from the default limit', async () => {
      const res = await get('/api/artworks?offset=120&sortBy=title&sortDirection=asc');
      expect(res.status).toBe(200);
      expect((res.body as Artwork[]).map((a) => a.title)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Study ${120 + i}`),
      );
      expect(res.total).toBe(String(WORKS));
      const past = await get('/api/artworks?offset=999999');
      expect(past.status).toBe(200);
      expect(past.body).toEqual([]);
      expect(past.total).toBe(String(WORKS));
    });

    it('counts exactly on a short last page and on a full one', async () => {
      expect((await get('/api/artworks?limit=30&offset=100')).total).toBe(String(WORKS));
      expect((await get('/api/artworks?limit=30&offset=70')).total).toBe(String(WORKS));
      expect((await get('/api/artworks?search=study%20129')).total).toBe('1');
    });

    it.each([
      ['a limit over the maximum', 'limit=101', 'limit must be between 1 and 100'],
      ['a repeated limit', 'limit=1&limit=100', 'limit must be between 1 and 100'],
      ['a huge offset', 'offset=1e12', 'offset must be a whole number from 0 to 1000000'],
      ['a price beyond any integer column', 'minPrice=1e300', 'Price filters must be numbers from 0 to 1000000000'],
      ['a price of 20 digits', 'maxPrice=99999999999999999999', 'Price filters must be numbers from 0 to 1000000000'],
      ['a fractional offset', 'offset=1.5', 'offset must be a whole number from 0 to 1000000'],
      ['an 8 KB search', `search=${'x'.repeat(8192)}`, undefined],
      ['a repeated search', 'search=a&search=b', undefined],
      ['2,000 artist values', Array.from({ length: 2000 }, (_, i) => `artist=a${i}`).join('&'), undefined],
      ['2,000 tags', Array.from({ length: 2000 }, (_, i) => `tags=t${i}`).join('&'), undefined],
      ['a 300-character artist', `artist=${'a'.repeat(300)}`, undefined],
      ['ids over 4,000 characters', `ids=${'a,'.repeat(2100)}`, undefined],
    ])('refuses %s with 400 and a message', async (_label, query, message) => {
      const res = await get(`/api/artworks?${query}`);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
      if (message) expect(res.body.error).toBe(message);
    });
  });
}
