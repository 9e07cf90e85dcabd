import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

describe('sitemap', () => {
  it('escapes markup characters in every URL', () => {
    const xml = sitemapXml('https://shop.example/?a=1&b=<2>', [{ path: '/gallery' }]);
    expect(xml).toContain('<loc>https://shop.example/?a=1&amp;b=&lt;2&gt;/gallery</loc>');
  });

  it('dates the home and gallery pages by the newest artwork change', () => {
    const entries = sitemapEntries(
      [
        { id: 'a', updated_at: '2026-01-02T00:00:00.000Z' },
        { id: 'b', updated_at: '2026-03-04T00:00:00.000Z' },
      ],
      [],
    );
    expect(entries.slice(0, 3)).toEqual([
      { path: '/', lastmod: '2026-03-04T00:00:00.000Z' },
      { path: '/gallery', lastmod: '2026-03-04T00:00:00.000Z' },
      { path: '/artists', lastmod: undefined },
    ]);
  });

  it('lists every one of 10,000 artworks', () => {
    const stamps = Array.from({ length: 10_000 }, (_, i) => ({
      id: `art-${i}`,
      updated_at: '2026-01-01T00:00:00.000Z',
    }));
    const xml = sitemapXml('https://shop.example', sitemapEntries(stamps, stamps.slice(0, 500)));
    expect(xml.match(/<url>/g)).toHaveLength(10_000 + 500 + 9);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the back office and the API and points at the sitemap', () => {
    expect(robotsTxt('https://shop.example/')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });
});
