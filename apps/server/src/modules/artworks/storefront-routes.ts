import { artist, artistQuery, artwork, artworkQuery, errorBody, heroMedia, idParam } from '@vernissage/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import { sendJsonBody } from '../../platform/http/json-body.ts';
import { type CatalogDeps, getArtist, getHeroMedia, listArtists, listArtworksBody } from './service.ts';

// Catalog reads may be cached briefly by browsers and shared caches; edits show within a minute.
const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=60';

export async function catalogRoutes(app: FastifyInstance, deps: CatalogDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/artworks',
    {
      schema: {
        tags: ['catalog'],
        summary: 'List artworks; X-Total-Count holds the number of matches',
        querystring: artworkQuery,
        response: { 200: z.array(artwork), 400: errorBody },
      },
    },
    async (request, reply) => {
      const page = await listArtworksBody(deps, request.query);
      reply.header('X-Total-Count', String(page.total)).header('Cache-Control', PUBLIC_CACHE);
      // Prepared once per cached entry (bytes, ETag, gzip); sent as is, skipping the serializer.
      return sendJsonBody(request, reply as FastifyReply, page.body);
    },
  );
  api.get(
    '/api/artists',
    { schema: { tags: ['catalog'], querystring: artistQuery, response: { 200: z.array(artist), 400: errorBody } } },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return listArtists(deps, request.query);
    },
  );
  api.get(
    '/api/artists/:id',
    { schema: { tags: ['catalog'], params: idParam, response: { 200: artist, 404: errorBody } } },
    async (request, reply) => {
      const found = await getArtist(deps, request.params.id);
      if (!found) throw new NotFound('Artist not found');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return found;
    },
  );
  api.get(
    '/api/hero-media',
    { schema: { tags: ['catalog'], response: { 200: heroMedia, 404: errorBody } } },
    async () => {
      const media = await getHeroMedia(deps);
      if (!media) throw new NotFound('No hero media has been uploaded');
      return media;
    },
  );
}
