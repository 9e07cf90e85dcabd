import { adminArtist, adminArtistBody, errorBody, idParam, successBody } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdminArtistDeps, createArtist, deleteArtist, listAdminArtists, updateArtist } from './admin-service.ts';

const tags = ['admin'];

/** Artist management, registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminArtistRoutes(app: FastifyInstance, deps: AdminArtistDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/artists',
    {
      config: { role: 'staff' },
      schema: { tags, summary: 'Every artist, by name', response: { 200: z.array(adminArtist) } },
    },
    async () => listAdminArtists(deps),
  );
  api.post(
    '/artists',
    {
      config: { role: 'staff' },
      schema: { tags, body: adminArtistBody, response: { 201: adminArtist, 400: errorBody } },
    },
    async (request, reply) => reply.status(201).send(await createArtist(deps, request.body)),
  );
  api.put(
    '/artists/:id',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        params: idParam,
        body: adminArtistBody,
        response: { 200: adminArtist, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => updateArtist(deps, request.params.id, request.body),
  );
  api.delete(
    '/artists/:id',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Delete an artist without artworks (409 otherwise)',
        params: idParam,
        response: { 200: successBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      await deleteArtist(deps, request.params.id);
      return { success: true as const };
    },
  );
}
