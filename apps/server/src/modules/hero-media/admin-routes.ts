import { adminHeroMediaEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import { type AdminGuardDeps, type AdminPrincipal, requireAdmin, requireRoleDeclaration } from '../admins/index.ts';
import { IMAGE_CAP, imageOrVideoCap, readUpload, registerMultipart, VIDEO_CAP } from '../media/index.ts';
import { type HeroMediaUploadDeps, uploadHeroMedia } from './service.ts';

type HeroUpload = typeof adminHeroMediaEndpoints.upload | typeof adminHeroMediaEndpoints.uploadAtShopPath;

function heroRoute(app: FastifyInstance, endpoint: HeroUpload, deps: HeroMediaUploadDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoint, {
      tags: ['admin'],
      summary: 'Upload an image (JPG, PNG, GIF, WebP, AVIF) or a video (MP4, WebM) as the hero media',
      consumes: ['multipart/form-data'],
    }),
    handler: async (request, reply) => {
      const file = await readUpload(request, imageOrVideoCap, VIDEO_CAP.bytes);
      return reply.status(201).send(await uploadHeroMedia(deps, file.buffer, file.name));
    },
  });
}

/** Hero upload inside `adminApi` (URL relative to /api/admin). */
export async function heroMediaAdminRoutes(app: FastifyInstance, deps: HeroMediaUploadDeps): Promise<void> {
  await registerMultipart(app, IMAGE_CAP.bytes);
  heroRoute(app, adminHeroMediaEndpoints.upload, deps);
}

/**
 * The storefront API's upload path `POST /api/hero-media` sits outside /api/admin; this scope gives
 * it the same guard as `adminApi` (the route walk in admin-guard.test.ts covers it).
 */
export async function heroMediaUploadAliasRoutes(
  app: FastifyInstance,
  deps: HeroMediaUploadDeps & AdminGuardDeps,
): Promise<void> {
  app.decorateRequest('admin', null as unknown as AdminPrincipal);
  app.addHook('onRoute', requireRoleDeclaration);
  app.addHook('onRequest', requireAdmin(deps));
  await registerMultipart(app, IMAGE_CAP.bytes);
  heroRoute(app, adminHeroMediaEndpoints.uploadAtShopPath, deps);
}
