import multipart from '@fastify/multipart';
import { errorBody, uploadedHeroMedia, uploadedImage } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdminGuardDeps, type AdminPrincipal, requireAdmin } from '../../platform/auth/admin-guard.ts';
import { readUpload } from './read-upload.ts';
import { heroCap, IMAGE_CAP, type MediaUploadDeps, uploadHeroMedia, uploadImage, VIDEO_CAP } from './service.ts';

const tags = ['admin'];
const failures = { 400: errorBody, 413: errorBody, 415: errorBody };

// One file per request; the per-route caps below are enforced while reading (read-upload.ts).
const registerMultipart = (app: FastifyInstance) =>
  app.register(multipart, { limits: { fileSize: IMAGE_CAP.bytes, files: 1, fields: 10, parts: 20 } });

function heroRoute(app: FastifyInstance, url: string, deps: MediaUploadDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      schema: {
        tags,
        summary: 'Upload an image (JPG, PNG, GIF, WebP, AVIF) or a video (MP4, WebM) as the hero media',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedHeroMedia, ...failures },
      },
    },
    async (request, reply) => {
      const file = await readUpload(request, heroCap, VIDEO_CAP.bytes);
      return reply.status(201).send(await uploadHeroMedia(deps, file.buffer, file.name));
    },
  );
}

/** Upload routes inside `adminApi` (URLs relative to /api/admin). */
export async function mediaUploadRoutes(app: FastifyInstance, deps: MediaUploadDeps): Promise<void> {
  await registerMultipart(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/upload-image',
    {
      schema: {
        tags,
        summary: 'Upload one image (form field "file"); answers the URL of its largest JPEG',
        consumes: ['multipart/form-data'],
        response: { 200: uploadedImage, ...failures },
      },
    },
    async (request) => {
      const file = await readUpload(request, () => IMAGE_CAP, IMAGE_CAP.bytes);
      return uploadImage(deps, file.buffer, file.name);
    },
  );
  heroRoute(app, '/hero-media', deps);
}

/**
 * The spec's `POST /api/hero-media` sits outside /api/admin; this scope gives it the same guard as
 * `adminApi` (the route walk in admin-guard.test.ts covers it).
 */
export async function heroMediaAliasRoutes(
  app: FastifyInstance,
  deps: MediaUploadDeps & AdminGuardDeps,
): Promise<void> {
  app.decorateRequest('admin', null as unknown as AdminPrincipal);
  app.addHook('onRequest', requireAdmin(deps));
  await registerMultipart(app);
  heroRoute(app, '/api/hero-media', deps);
}
