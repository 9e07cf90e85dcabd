import { escapeMarkup } from '../../platform/http/escape.ts';

export type Stamp = { id: string; updated_at: string };
export type SitemapEntry = { path: string; lastmod?: string | undefined };

/** Legal and information pages: they change with a release, so they carry no lastmod. */
const INFO_PAGES = ['/privacy', '/terms', '/cookies', '/shipping-returns', '/size-guide', '/contact'];

const latest = (stamps: Stamp[]): string | undefined =>
  stamps.reduce<string | undefined>(
    (max, s) => (max === undefined || s.updated_at > max ? s.updated_at : max),
    undefined,
  );

/** Every storefront page worth indexing, each artwork and artist page with its last change. */
export function sitemapEntries(artworks: Stamp[], artists: Stamp[]): SitemapEntry[] {
  const catalogChanged = latest(artworks);
  return [
    { path: '/', lastmod: catalogChanged },
    { path: '/gallery', lastmod: catalogChanged },
    { path: '/artists', lastmod: latest(artists) },
    ...artworks.map((a) => ({ path: `/artworks/${encodeURIComponent(a.id)}`, lastmod: a.updated_at })),
    ...artists.map((a) => ({ path: `/artist/${encodeURIComponent(a.id)}`, lastmod: a.updated_at })),
    ...INFO_PAGES.map((path) => ({ path })),
  ];
}

/** The sitemaps.org document; one array join, so 10,000 artworks cost a few milliseconds. */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const base = publicUrl.replace(/\/+$/, '');
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${escapeMarkup(e.lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeMarkup(base + e.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled except the back office and the JSON API. */
export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
