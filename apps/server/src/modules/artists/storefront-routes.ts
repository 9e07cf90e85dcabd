import { artist, artistQuery, errorBody, idParam } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogReadDeps } from '../../platform/cache/catalog-cache.ts';
import { NotFound } from '../../platform/errors.ts';
import { PUBLIC_CATALOG_CACHE } from '../../platform/http/cache-control.ts';
import { getArtist, listArtists } from './service.ts';

export async function artistStorefrontRoutes(app: FastifyInstance, deps: CatalogReadDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/artists',
    { schema: { tags: ['catalog'], querystring: artistQuery, response: { 200: z.array(artist), 400: errorBody } } },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CATALOG_CACHE);
      return listArtists(deps, request.query);
    },
  );
  api.get(
    '/api/artists/:id',
    { schema: { tags: ['catalog'], params: idParam, response: { 200: artist, 404: errorBody } } },
    async (request, reply) => {
      const found = await getArtist(deps, request.params.id);
      if (!found) throw new NotFound('Artist not found');
      reply.header('Cache-Control', PUBLIC_CATALOG_CACHE);
      return found;
    },
  );
}
