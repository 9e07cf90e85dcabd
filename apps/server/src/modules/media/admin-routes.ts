import { errorBody, uploadedImage } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readUpload, registerMultipart } from './read-upload.ts';
import { IMAGE_CAP, type MediaDeps, uploadImage } from './service.ts';

/** Image upload inside `adminApi` (URL relative to /api/admin). */
export async function mediaAdminRoutes(app: FastifyInstance, deps: MediaDeps): Promise<void> {
  await registerMultipart(app, IMAGE_CAP.bytes);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/upload-image',
    {
      config: { role: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Upload one image (form field "file"); answers the URL of its largest JPEG',
        consumes: ['multipart/form-data'],
        response: { 200: uploadedImage, 400: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const file = await readUpload(request, () => IMAGE_CAP, IMAGE_CAP.bytes);
      return uploadImage(deps, file.buffer, file.name);
    },
  );
}
