import { adminArtistEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import { type AdminArtistDeps, createArtist, deleteArtist, listAdminArtists, updateArtist } from './admin-service.ts';

const tags = ['admin'];

/** Artist management, registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminArtistRoutes(app: FastifyInstance, deps: AdminArtistDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.list, { tags, summary: 'Every artist, by name' }),
    handler: async () => listAdminArtists(deps),
  });
  api.route({
    ...routeOf(api, endpoints.create, { tags }),
    handler: async (request, reply) => reply.status(201).send(await createArtist(deps, request.body)),
  });
  api.route({
    ...routeOf(api, endpoints.update, { tags }),
    handler: async (request) => updateArtist(deps, request.params.id, request.body),
  });
  api.route({
    ...routeOf(api, endpoints.remove, { tags, summary: 'Delete an artist without artworks (409 otherwise)' }),
    handler: async (request) => {
      await deleteArtist(deps, request.params.id);
      return { success: true as const };
    },
  });
}
