import { adminArtworkEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import {
  type AdminArtworkDeps,
  createArtwork,
  deleteArtwork,
  listAdminArtworks,
  updateArtwork,
} from './admin-service.ts';

const tags = ['admin'];

/** Artwork management, registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminArtworkRoutes(app: FastifyInstance, deps: AdminArtworkDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.list, { tags, summary: 'Every artwork, newest first' }),
    handler: async () => listAdminArtworks(deps),
  });
  api.route({
    ...routeOf(api, endpoints.create, { tags }),
    handler: async (request, reply) => reply.status(201).send(await createArtwork(deps, request.body)),
  });
  api.route({
    ...routeOf(api, endpoints.update, { tags }),
    handler: async (request) => updateArtwork(deps, request.params.id, request.body),
  });
  api.route({
    ...routeOf(api, endpoints.remove, {
      tags,
      summary: 'Delete an artwork that has no orders (409 otherwise: mark it as sold instead)',
    }),
    handler: async (request) => {
      await deleteArtwork(deps, request.params.id);
      return { success: true as const };
    },
  });
}
