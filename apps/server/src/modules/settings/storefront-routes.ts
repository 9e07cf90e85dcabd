import { shopSettingsEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { routeOf } from '../../platform/http/contract-route.ts';
import { getShopSettings, toPublicShopSettings } from './service.ts';

export type SettingsDeps = { db: Db };

export async function settingsRoutes(app: FastifyInstance, deps: SettingsDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, shopSettingsEndpoints.get, {
      tags: ['settings'],
      summary: "The shop's public settings: name, contact, address, social links and policies",
    }),
    handler: async (_request, reply) => {
      // Revalidated on each use: a saved change shows on the next page, not a minute later.
      reply.header('Cache-Control', 'no-cache');
      return toPublicShopSettings(await getShopSettings(deps.db));
    },
  });
}
