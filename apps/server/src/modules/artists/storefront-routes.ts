import { catalogEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogReadDeps } from '../../platform/cache/catalog-cache.ts';
import { NotFound } from '../../platform/errors.ts';
import { PUBLIC_CATALOG_CACHE } from '../../platform/http/cache-control.ts';
import { routeOf } from '../../platform/http/contract-route.ts';
import { getArtist, listArtists } from './service.ts';

export async function artistStorefrontRoutes(app: FastifyInstance, deps: CatalogReadDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, catalogEndpoints.listArtists, { tags: ['catalog'] }),
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CATALOG_CACHE);
      return listArtists(deps, request.query);
    },
  });
  api.route({
    ...routeOf(api, catalogEndpoints.getArtist, { tags: ['catalog'] }),
    handler: async (request, reply) => {
      const found = await getArtist(deps, request.params.id);
      if (!found) throw new NotFound('Artist not found');
      reply.header('Cache-Control', PUBLIC_CATALOG_CACHE);
      return found;
    },
  });
}
