import {
  errorBody,
  shopSettingsHistory as historySchema,
  reauthRequiredBody,
  shopSettingsAdminView,
  shopSettingsBody,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  api.get(
    '/shop-settings',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: "The shop's settings, private ones included, and whether the owner has saved them yet",
        response: { 200: shopSettingsAdminView },
      },
    },
    async () => shopSettingsView(deps.db),
  );
  api.put(
    '/shop-settings',
    {
      config: { role: 'owner' },
      schema: {
        tags,
        summary: "Save the shop's settings (needs a recent sign-in); effective at once everywhere",
        body: shopSettingsBody,
        response: { 200: shopSettingsAdminView, 400: errorBody, 403: reauthRequiredBody },
      },
      preHandler: deps.requireRecentSignIn,
    },
    async (request) => saveShopSettings(deps, { id: request.admin.id, email: request.admin.email }, request.body),
  );
  api.get(
    '/shop-settings/history',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'The last 50 saves of the settings: who, when, what changed',
        response: { 200: historySchema },
      },
    },
    async () => ({ changes: await shopSettingsHistory(deps.db) }),
  );
}
