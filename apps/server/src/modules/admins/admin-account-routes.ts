import {
  adminMe,
  adminNotifications,
  errorBody,
  loginHistory,
  sidebarConfig,
  sidebarOrderBody,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AccountDeps, getLoginHistory, getMe, getSidebar, setNotifications, setSidebarOrder } from './account.ts';

/** The signed-in admin's own settings, registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminAccountRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  api.get(
    '/me',
    {
      config: { role: 'staff', beforeNewPassword: true },
      schema: { tags, summary: 'The signed-in admin and their settings', response: { 200: adminMe } },
    },
    async (request) => getMe(deps, request.admin.id),
  );
  api.put(
    '/me/notifications',
    {
      config: { role: 'staff' },
      schema: {
        tags,

        body: adminNotifications,
        response: { 200: z.object({ notifications: adminNotifications }), 400: errorBody },
      },
    },
    async (request) => ({ notifications: await setNotifications(deps, request.admin.id, request.body) }),
  );
  api.get(
    '/login-history',
    {
      config: { role: 'staff' },
      schema: { tags, summary: 'Recent sign-ins, newest first', response: { 200: loginHistory } },
    },
    async (request) => getLoginHistory(deps, request.admin.id),
  );
  api.get(
    '/sidebar-config',
    {
      config: { role: 'staff' },
      schema: { tags, summary: "The dashboard tabs in this admin's order", response: { 200: sidebarConfig } },
    },
    async (request) => getSidebar(deps, request.admin.id),
  );
  api.put(
    '/sidebar-config',
    {
      config: { role: 'staff' },
      schema: { tags, body: sidebarOrderBody, response: { 200: sidebarConfig, 400: errorBody } },
    },
    async (request) => setSidebarOrder(deps, request.admin.id, request.body.order),
  );
}
