import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const BASE = 'http://localhost:3000';

for (const dialect of dialects) {
  describe(`sitemap and robots on ${dialect.name}`, () => {
    let t: TestApp;
    let artistId: string;
    let artworkId: string;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      artistId = await insertArtist(t.database.db, { name: 'Amara Okafor' });
      artworkId = await insertArtwork(t.database.db, { artistId, title: 'Harmattan', price: 4200 });
      // An id with markup characters, as an import could create.
      await t.database.db
        .insertInto('artists')
        .values({
          id: 'tom&jerry<1>',
          name: 'Tom & Jerry',
          created_at: '2026-02-01T00:00:00.000Z',
          updated_at: '2026-02-01T00:00:00.000Z',
        })
        .execute();
    });
    afterAll(() => t.close());

    it('lists every storefront page with absolute URLs and last changes', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(
        res.body.startsWith(
          '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ),
      ).toBe(true);
      expect(res.body).toContain(
        `<url><loc>${BASE}/artworks/${artworkId}</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>`,
      );
      expect(res.body).toContain(
        `<url><loc>${BASE}/artist/${artistId}</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>`,
      );
      for (const path of [
        '/',
        '/gallery',
        '/artists',
        '/privacy',
        '/terms',
        '/cookies',
        '/shipping-returns',
        '/size-guide',
        '/contact',
      ]) {
        expect(res.body).toContain(`<loc>${BASE}${path}</loc>`);
      }
      expect(res.body).toContain(`<loc>${BASE}/artists</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod>`);
      expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
    });

    it('never lets an id break the XML', async () => {
      const { body } = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(body).toContain(`<loc>${BASE}/artist/tom%26jerry%3C1%3E</loc>`);
      expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    });

    it('serves robots.txt keeping /admin and /api out', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.body.split('\n')).toEqual(
        expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', `Sitemap: ${BASE}/sitemap.xml`]),
      );
    });
  });
}
