import { adminShopSettingsEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import {
  type ShopSettingsRouteDeps,
  saveShopSettings,
  shopSettingsHistory,
  shopSettingsView,
} from './admin-service.ts';

const tags = ['admin'];

/**
 * The shop's settings in the back office, registered inside `adminApi` (URLs under /api/admin).
 * Any admin reads them; only an Owner changes them, after a recent sign-in (decisions 022, 030).
 */
export async function shopSettingsAdminRoutes(app: FastifyInstance, deps: ShopSettingsRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.get, {
      tags,
      summary: "The shop's settings, private ones included, and whether the owner has saved them yet",
    }),
    handler: async () => shopSettingsView(deps.db),
  });
  api.route({
    ...routeOf(api, endpoints.save, {
      tags,
      summary: "Save the shop's settings (needs a recent sign-in); effective at once everywhere",
    }),
    preHandler: deps.requireRecentSignIn,
    handler: async (request) =>
      saveShopSettings(deps, { id: request.admin.id, email: request.admin.email }, request.body),
  });
  api.route({
    ...routeOf(api, endpoints.history, { tags, summary: 'The last 50 saves of the settings: who, when, what changed' }),
    handler: async () => ({ changes: await shopSettingsHistory(deps.db) }),
  });
}
