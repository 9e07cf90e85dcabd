import { adminAccountEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../platform/http/contract-route.ts';
import {
  type AccountDeps,
  getLoginHistory,
  getMe,
  getSidebar,
  setNotifications,
  setSidebarOrder,
} from './account-service.ts';

/** The signed-in admin's own settings, registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminAccountRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  api.route({
    ...routeOf(
      api,
      endpoints.me,
      { tags, summary: 'The signed-in admin and their settings' },
      { beforeNewPassword: true, beforeTwoFactor: true },
    ),
    handler: async (request) => getMe(deps, request.admin.id),
  });
  api.route({
    ...routeOf(api, endpoints.setNotifications, { tags }),
    handler: async (request) => ({ notifications: await setNotifications(deps, request.admin.id, request.body) }),
  });
  api.route({
    ...routeOf(api, endpoints.loginHistory, { tags, summary: 'Recent sign-ins, newest first' }),
    handler: async (request) => getLoginHistory(deps, request.admin.id),
  });
  api.route({
    ...routeOf(api, endpoints.sidebar, { tags, summary: "The dashboard tabs in this admin's order" }),
    handler: async (request) => getSidebar(deps, request.admin.id),
  });
  api.route({
    ...routeOf(api, endpoints.setSidebar, { tags }),
    handler: async (request) => setSidebarOrder(deps, request.admin.id, request.body.order),
  });
}
