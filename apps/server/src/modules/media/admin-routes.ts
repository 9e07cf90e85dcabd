import { adminArtworkEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import { readUpload, registerMultipart } from './read-upload.ts';
import { IMAGE_CAP, type MediaDeps, uploadImage } from './service.ts';

/** Image upload inside `adminApi` (URL relative to /api/admin). */
export async function mediaAdminRoutes(app: FastifyInstance, deps: MediaDeps): Promise<void> {
  await registerMultipart(app, IMAGE_CAP.bytes);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, adminArtworkEndpoints.uploadImage, {
      tags: ['admin'],
      summary: 'Upload one image (form field "file"); answers the URL of its largest JPEG',
      consumes: ['multipart/form-data'],
    }),
    handler: async (request) => {
      const file = await readUpload(request, () => IMAGE_CAP, IMAGE_CAP.bytes);
      return uploadImage(deps, file.buffer, file.name);
    },
  });
}
