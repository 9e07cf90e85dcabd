import { adminArtwork, adminArtworkBody, errorBody, idParam, successBody } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  api.get(
    '/artworks',
    {
      config: { role: 'staff' },
      schema: { tags, summary: 'Every artwork, newest first', response: { 200: z.array(adminArtwork) } },
    },
    async () => listAdminArtworks(deps),
  );
  api.post(
    '/artworks',
    {
      config: { role: 'staff' },
      schema: { tags, body: adminArtworkBody, response: { 201: adminArtwork, 400: errorBody } },
    },
    async (request, reply) => reply.status(201).send(await createArtwork(deps, request.body)),
  );
  api.put(
    '/artworks/:id',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        params: idParam,
        body: adminArtworkBody,
        response: { 200: adminArtwork, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => updateArtwork(deps, request.params.id, request.body),
  );
  api.delete(
    '/artworks/:id',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Delete an artwork that has no orders (409 otherwise: mark it as sold instead)',
        params: idParam,
        response: { 200: successBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      await deleteArtwork(deps, request.params.id);
      return { success: true as const };
    },
  );
}
