import type { FastifyInstance } from 'fastify';
import { buildRobotsTxt, buildSitemap, type SeoDeps } from './service.ts';

// Crawlers may cache both for five minutes; a new artwork shows in the sitemap soon enough.
const SHORT_PUBLIC_CACHE = 'public, max-age=300';

/** /sitemap.xml and /robots.txt; registered before the web catch-all. */
export async function seoRoutes(app: FastifyInstance, deps: SeoDeps): Promise<void> {
  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: 'Sitemap of every storefront page' } },
    async (_request, reply) => {
      const xml = await buildSitemap(deps);
      return reply
        .header('Content-Type', 'text/xml; charset=utf-8')
        .header('Cache-Control', SHORT_PUBLIC_CACHE)
        .send(xml);
    },
  );
  app.get('/robots.txt', { schema: { tags: ['seo'], summary: 'Crawler rules' } }, async (_request, reply) => {
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', SHORT_PUBLIC_CACHE)
      .send(buildRobotsTxt(deps));
  });
}
