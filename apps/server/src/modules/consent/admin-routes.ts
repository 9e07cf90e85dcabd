import { adminCookieEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import {
  type AdminConsentDeps,
  consentOverview,
  consentsByCountry,
  consentsByDate,
  listConsentUsers,
} from './admin-service.ts';

const tags = ['admin'];

/** Cookie consent statistics, registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminConsentRoutes(app: FastifyInstance, deps: AdminConsentDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.users, {
      tags,
      summary: 'Recorded cookie choices, newest first, a page at a time (skip, limit), with the total',
    }),
    handler: async (request) => listConsentUsers(deps, request.query),
  });
  api.route({
    ...routeOf(api, endpoints.totals, {
      tags,
      summary: 'How many choices, and how many accepted analytics and marketing',
    }),
    handler: async () => consentOverview(deps),
  });
  api.route({
    ...routeOf(api, endpoints.byCountry, { tags, summary: "Choices per visitor's country ('' when unknown)" }),
    handler: async () => consentsByCountry(deps),
  });
  api.route({
    ...routeOf(api, endpoints.byDate, { tags, summary: 'Choices per day (YYYY-MM-DD, UTC), oldest first' }),
    handler: async () => consentsByDate(deps),
  });
}
