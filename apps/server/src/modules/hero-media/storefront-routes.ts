import { catalogEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogReadDeps } from '../../platform/cache/catalog-cache.ts';
import { NotFound } from '../../platform/errors.ts';
import { routeOf } from '../../platform/http/contract-route.ts';
import { getHeroMedia } from './service.ts';

export async function heroMediaStorefrontRoutes(app: FastifyInstance, deps: CatalogReadDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, catalogEndpoints.heroMedia, { tags: ['catalog'] }),
    handler: async () => {
      const media = await getHeroMedia(deps);
      if (!media) throw new NotFound('No hero media has been uploaded');
      return media;
    },
  });
}
