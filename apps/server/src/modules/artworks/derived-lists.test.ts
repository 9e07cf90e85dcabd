import type { Artwork, ArtworkFacets } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** New arrivals and limited editions come from the works themselves; a work sits under each category it matches. */
for (const dialect of dialects) {
  describe(`lists derived from the works on ${dialect.name}`, () => {
    let t: TestApp;
    const now = new Date('2026-06-30T12:00:00.000Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const titles = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return (res.json() as Artwork[]).map((a) => a.title).sort();
    };

    beforeAll(async () => {
      t = await createTestApp(dialect, { now: () => now }, { newArrivalDays: 30 });
      const db = t.database.db;
      const artist = await insertArtist(db, { name: 'Wanjiru Kamau' });
      await insertArtwork(db, {
        artistId: artist,
        title: 'Fresh Oil',
        price: 900,
        medium: 'Oil on canvas',
        createdAt: daysAgo(3),
        // An admin once typed the collection by hand: it no longer decides anything.
        collections: ['Limited Editions'],
      });
      await insertArtwork(db, {
        artistId: artist,
        title: 'Old Edition',
        price: 300,
        medium: 'Archival pigment print',
        edition: 25,
        createdAt: daysAgo(200),
        formats: [{ name: 'Giclée on paper', price: 300 }],
        tags: ['photo essay'],
      });
      await insertArtwork(db, {
        artistId: artist,
        title: 'Edge Case',
        price: 500,
        medium: 'Collage',
        edition: 5,
        createdAt: daysAgo(29),
        collections: ['New Arrivals', 'Garden Forms'],
        formats: [
          { name: 'Framed print', price: 500 },
          { name: 'Unframed', price: 450 },
        ],
      });
      await insertArtwork(db, { artistId: artist, title: 'Old Original', price: 2000, createdAt: daysAgo(31) });
    });
    afterAll(() => t.close());

    it('lists as new arrivals the works added within the configured days, whatever their collections say', async () => {
      expect(await titles('/api/artworks?newArrivals=true')).toEqual(['Edge Case', 'Fresh Oil']);
    });

    it('lists as limited editions the works flagged limited, not those in a collection of that name', async () => {
      expect(await titles('/api/artworks?limited=true')).toEqual(['Edge Case', 'Old Edition']);
      expect(await titles('/api/artworks?limited=true&newArrivals=true')).toEqual(['Edge Case']);
    });

    it('lists a work under every category its medium, formats or tags match', async () => {
      // "Archival pigment print" with a giclée format and a photo tag is both digital art and photography.
      expect(await titles('/api/artworks?medium=digital-art')).toEqual(['Old Edition']);
      expect(await titles('/api/artworks?medium=photography')).toEqual(['Old Edition']);
      expect(await titles('/api/artworks?medium=paintings')).toEqual(['Fresh Oil', 'Old Original']);
    });

    it('offers every collection, tag and format name in use for the filter panel', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/artworks/facets' });
      expect(res.statusCode).toBe(200);
      expect(res.json() as ArtworkFacets).toEqual({
        collections: ['Garden Forms', 'Limited Editions', 'New Arrivals'],
        tags: ['photo essay'],
        formats: ['Framed print', 'Giclée on paper', 'Original', 'Unframed'],
      });
    });

    it('refuses an unknown value of the derived filters', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/artworks?limited=maybe' });
      expect(res.statusCode).toBe(400);
    });
  });
}
