import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const webRoot = fileURLToPath(new URL('../../../../web', import.meta.url));
const built = existsSync(`${webRoot}/build/server/index.js`);

// Through inject, so the app itself is tested: over the wire Node refuses a request line over 16 KB first.
const manyArtists = Array.from({ length: 2000 }, (_, i) => `artist=id-${i}`).join('&');

for (const dialect of dialects) {
  describe.skipIf(!built)(`server-rendered pages on a hostile URL, on ${dialect.name}`, () => {
    let t: TestApp;
    const page = (url: string) => t.app.inject({ method: 'GET', url });

    beforeAll(async () => {
      t = await createTestApp(dialect, undefined, { webRoot });
      const artistId = await insertArtist(t.database.db, { name: 'Aiko Tanaka' });
      await insertArtwork(t.database.db, { artistId, title: 'Quiet Harbour', price: 640 });
    });
    afterAll(() => t.close());

    it('renders the gallery for an 8 KB search and 2,000 artist ids with the values capped', async () => {
      const res = await page(`/gallery?search=${'x'.repeat(8192)}&${manyArtists}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('x'.repeat(200));
      expect(res.body).not.toContain('x'.repeat(201));
      expect(res.body).toContain('id-49');
      expect(res.body).not.toContain('id-50');
      expect(res.body).not.toContain('id-1999');
      // Each filter chip links to the URL without it: uncapped, 2,000 chips of 2,000 ids each.
      expect(res.body.length).toBeLessThan(1_000_000);
    });

    it('ignores an over-long medium and list values, and shows the normal gallery', async () => {
      const res = await page(
        `/gallery?filter=${'m'.repeat(500)}&tags=${'t'.repeat(300)}&collection=${'c'.repeat(300)}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Quiet Harbour');
      expect(res.body).not.toContain('m'.repeat(101));
      expect(res.body).not.toContain('t'.repeat(201));
    });

    it('keeps nonsense sort and price values out of the query', async () => {
      const res = await page('/gallery?sortBy=colour&sortDirection=sideways&minPrice=1e300&maxPrice=-3&limit=100000');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Quiet Harbour');
    });

    it('answers a 300-character artist or artwork id with the not-found page', async () => {
      expect((await page(`/artist/${'a'.repeat(300)}`)).statusCode).toBe(404);
      expect((await page(`/artworks/${'a'.repeat(300)}`)).statusCode).toBe(404);
    });
  });
}
