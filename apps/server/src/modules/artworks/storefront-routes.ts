import { ARTWORK_PAGE_MAX, catalogEndpoints } from '@vernissage/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogReadDeps } from '../../platform/cache/catalog-cache.ts';
import { NotFound } from '../../platform/errors.ts';
import { PUBLIC_CATALOG_CACHE } from '../../platform/http/cache-control.ts';
import { routeOf } from '../../platform/http/contract-route.ts';
import { sendJsonBody } from '../../platform/http/json-body.ts';
import type { PreparedAnswers } from '../../platform/http/prepared-answers.ts';
import { getPublicArtwork, listArtworkFacets, listArtworksBody } from './service.ts';

/** `answers`: where a page's answer is kept to be sent again without the app while its cache entry holds. */
export async function artworkStorefrontRoutes(
  app: FastifyInstance,
  deps: CatalogReadDeps & { answers?: PreparedAnswers },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, catalogEndpoints.listArtworks, {
      tags: ['catalog'],
      summary: `List artworks, at most ${ARTWORK_PAGE_MAX} at once (the default limit); X-Total-Count holds the number of matches`,
    }),
    handler: async (request, reply) => {
      const page = await listArtworksBody(deps, request.query);
      reply.header('X-Total-Count', String(page.total)).header('Cache-Control', PUBLIC_CATALOG_CACHE);
      // Prepared once per cached entry (bytes, ETag, gzip); sent as is, skipping the serializer.
      const keep = deps.answers && { answers: deps.answers, current: page.current };
      return sendJsonBody(request, reply as FastifyReply, page.body, keep);
    },
  });
  api.route({
    ...routeOf(api, catalogEndpoints.artworkFacets, {
      tags: ['catalog'],
      summary: "Every collection, tag and format name in use (the gallery's filter panel)",
    }),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', PUBLIC_CATALOG_CACHE);
      return listArtworkFacets(deps);
    },
  });
  api.route({
    ...routeOf(api, catalogEndpoints.getArtwork, {
      tags: ['catalog'],
      summary: 'One artwork, with its public provenance',
    }),
    handler: async (request, reply) => {
      const found = await getPublicArtwork(deps, request.params.id);
      if (!found) throw new NotFound('Artwork not found');
      reply.header('Cache-Control', PUBLIC_CATALOG_CACHE);
      return found;
    },
  });
}
