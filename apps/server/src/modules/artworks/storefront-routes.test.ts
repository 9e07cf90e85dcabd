import { gunzipSync } from 'node:zlib';
import type { Artist, Artwork } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

for (const dialect of dialects) {
  describe(`catalog API on ${dialect.name}`, () => {
    let t: TestApp;
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      return { status: res.statusCode, headers: res.headers, body: res.json() };
    };
    const titles = async (url: string) => ((await get(url)).body as Artwork[]).map((a) => a.title);

    beforeAll(async () => {
      t = await createTestApp(dialect);
      const db = t.database.db;
      const amara = await insertArtist(db, { name: 'Amara Okafor', country: 'Nigeria', featured: true });
      const kenji = await insertArtist(db, { name: 'Kenji Mori', country: 'Japan' });
      await insertArtwork(db, {
        artistId: amara,
        title: 'Harmattan',
        price: 4200,
        year: 2021,
        featured: true,
        tags: ['abstract'],
        collections: ['New Arrivals'],
      });
      await insertArtwork(db, {
        artistId: amara,
        title: 'Lagos at Dusk',
        price: 9800,
        year: 2024,
        featured: true,
        tags: ['landscape'],
      });
      await insertArtwork(db, {
        artistId: kenji,
        title: 'Tide Study',
        price: 350,
        medium: 'Archival photographic print',
        year: 2019,
        formats: [
          { name: ' Small print ', price: 350 },
          { name: 'Large print', price: 900, available: false },
        ],
        collections: ['Coastal Light', 'New Arrivals'],
      });
      await insertArtwork(db, {
        artistId: kenji,
        title: 'Aurora 100%',
        price: 1200,
        medium: 'Collage on panel',
        year: null,
        availability: 'sold',
      });
    });
    afterAll(() => t.close());

    it('lists every artwork in the featured order without a limit', async () => {
      const res = await get('/api/artworks');
      expect(res.status).toBe(200);
      expect(res.headers['x-total-count']).toBe('4');
      expect((res.body as Artwork[]).map((a) => a.title)).toEqual([
        'Lagos at Dusk',
        'Harmattan',
        'Tide Study',
        'Aurora 100%',
      ]);
    });

    it('returns the public shape with dollars, pictures, formats and the artist', async () => {
      const [tide] = (await get('/api/artworks?search=tide')).body as Artwork[];
      expect(tide).toMatchObject({
        title: 'Tide Study',
        price: 350,
        originalPrice: null,
        artist: { name: 'Kenji Mori', country: 'Japan' },
        availability: 'available',
        collections: ['Coastal Light', 'New Arrivals'],
      });
      expect(tide?._id).toBe(tide?.id);
      expect(tide?.formats.map((f) => [f.name, f.price, f.available])).toEqual([
        [' Small print ', 350, true],
        ['Large print', 900, false],
      ]);
      expect(tide?.images[0]).toMatch(/^\/media\/martwork-\d+\/800\.jpg$/);
      expect(tide?.pictures[0]).toMatchObject({ width: 800, height: 1000, widths: [320, 640, 800] });
    });

    it('filters featured works', async () => {
      expect(await titles('/api/artworks?featured=true')).toEqual(['Lagos at Dusk', 'Harmattan']);
    });

    it('pages with limit and offset and reports the match count', async () => {
      const res = await get('/api/artworks?limit=2&offset=1&sortBy=price&sortDirection=asc');
      expect(res.headers['x-total-count']).toBe('4');
      expect((res.body as Artwork[]).map((a) => a.title)).toEqual(['Aurora 100%', 'Harmattan']);
    });

    it.each([
      ['price asc', 'sortBy=price&sortDirection=asc', ['Tide Study', 'Aurora 100%', 'Harmattan', 'Lagos at Dusk']],
      ['price desc', 'sortBy=price&sortDirection=desc', ['Lagos at Dusk', 'Harmattan', 'Aurora 100%', 'Tide Study']],
      ['name', 'sortBy=title&sortDirection=asc', ['Aurora 100%', 'Harmattan', 'Lagos at Dusk', 'Tide Study']],
      ['newest', 'sortBy=year&sortDirection=desc', ['Lagos at Dusk', 'Harmattan', 'Tide Study', 'Aurora 100%']],
    ])('sorts by %s', async (_label, query, expected) => {
      expect(await titles(`/api/artworks?${query}`)).toEqual(expected);
    });

    it('filters by medium category, using only the first medium value', async () => {
      expect(await titles('/api/artworks?medium=photography')).toEqual(['Tide Study']);
      expect(await titles('/api/artworks?medium=mixed-media&medium=photography')).toEqual(['Aurora 100%']);
    });

    it('matches formats by their uppercased, trimmed name', async () => {
      expect(await titles('/api/artworks?format=small%20print')).toEqual(['Tide Study']);
      expect(await titles('/api/artworks?format=ORIGINAL&format=LARGE%20PRINT')).toHaveLength(4);
    });

    it('filters by repeated collection and tag values, price range, artist, ids', async () => {
      expect(await titles('/api/artworks?collection=Coastal%20Light&collection=Nowhere')).toEqual(['Tide Study']);
      expect(await titles('/api/artworks?tags=abstract&tags=landscape')).toEqual(['Lagos at Dusk', 'Harmattan']);
      expect(await titles('/api/artworks?minPrice=1000&maxPrice=5000')).toEqual(['Harmattan', 'Aurora 100%']);
      expect(await titles('/api/artworks?artist=kenji%20mori')).toEqual(['Tide Study', 'Aurora 100%']);
      const all = (await get('/api/artworks')).body as Artwork[];
      const ids = all.slice(0, 2).map((a) => a.id);
      expect(await titles(`/api/artworks?ids=${ids.join(',')}`)).toEqual(['Lagos at Dusk', 'Harmattan']);
      expect(await titles(`/api/artworks?artistId=${all[3]?.artist.id}`)).toEqual(['Tide Study', 'Aurora 100%']);
    });

    it('searches case-insensitively and treats % literally', async () => {
      expect(await titles('/api/artworks?search=LAGOS')).toEqual(['Lagos at Dusk']);
      expect(await titles('/api/artworks?search=100%25')).toEqual(['Aurora 100%']);
      expect(await titles('/api/artworks?search=%25')).toEqual(['Aurora 100%']);
    });

    it('sends the list gzipped to browsers and 304 when the client holds the same version', async () => {
      const url = '/api/artworks?limit=24&sortBy=price&sortDirection=asc';
      const plain = await t.app.inject({ method: 'GET', url });
      const zipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
      expect(zipped.headers.etag).toBe(plain.headers.etag);
      const held = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(plain.headers.etag) } });
      expect(held.statusCode).toBe(304);
      expect(held.body).toBe('');
    });

    it('answers bad input with 400 and a message, never a 500', async () => {
      const limit = await get('/api/artworks?limit=0');
      expect(limit.status).toBe(400);
      expect(limit.body.error).toBe('limit must be between 1 and 100');
      const price = await get('/api/artworks?minPrice=cheap');
      expect(price.status).toBe(400);
      expect(price.body.error).toBe('Price filters must be numbers');
      expect((await get('/api/artworks?sortBy=colour')).status).toBe(400);
    });

    it('lists artists, featured ones and by search, and finds one by id', async () => {
      const all = (await get('/api/artists')).body as Artist[];
      expect(all.map((a) => a.name)).toEqual(['Amara Okafor', 'Kenji Mori']);
      expect(((await get('/api/artists?featured=true')).body as Artist[]).map((a) => a.name)).toEqual(['Amara Okafor']);
      expect(((await get('/api/artists?search=japan')).body as Artist[]).map((a) => a.name)).toEqual(['Kenji Mori']);
      const one = await get(`/api/artists/${all[0]?.id}`);
      expect(one.body).toMatchObject({ name: 'Amara Okafor', country: 'Nigeria', style: ['Abstract'], image: null });
    });

    it('answers a missing artist with 404 Artist not found', async () => {
      const res = await get('/api/artists/nobody');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Artist not found' });
    });

    it('answers 404 when no hero media has been uploaded', async () => {
      const res = await get('/api/hero-media');
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('No hero media has been uploaded');
    });
  });
}
