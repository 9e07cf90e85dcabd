import { errorBody, heroMedia } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogReadDeps } from '../../platform/cache/catalog-cache.ts';
import { NotFound } from '../../platform/errors.ts';
import { getHeroMedia } from './service.ts';

export async function heroMediaStorefrontRoutes(app: FastifyInstance, deps: CatalogReadDeps): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/hero-media',
      { schema: { tags: ['catalog'], response: { 200: heroMedia, 404: errorBody } } },
      async () => {
        const media = await getHeroMedia(deps);
        if (!media) throw new NotFound('No hero media has been uploaded');
        return media;
      },
    );
}
