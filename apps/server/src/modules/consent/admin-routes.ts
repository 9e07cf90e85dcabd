import {
  cookiesByCountry,
  cookiesByDate,
  cookieTotals,
  cookieUsersQuery,
  cookieUsersResponse,
  errorBody,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  api.get(
    '/cookies/users',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Recorded cookie choices, newest first, a page at a time (skip, limit), with the total',
        querystring: cookieUsersQuery,
        response: { 200: cookieUsersResponse, 400: errorBody },
      },
    },
    async (request) => listConsentUsers(deps, request.query),
  );
  api.get(
    '/cookies/analytics',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'How many choices, and how many accepted analytics and marketing',
        response: { 200: cookieTotals },
      },
    },
    async () => consentOverview(deps),
  );
  api.get(
    '/cookies/analytics/country',
    {
      config: { role: 'staff' },
      schema: { tags, summary: "Choices per visitor's country ('' when unknown)", response: { 200: cookiesByCountry } },
    },
    async () => consentsByCountry(deps),
  );
  api.get(
    '/cookies/analytics/date',
    {
      config: { role: 'staff' },
      schema: { tags, summary: 'Choices per day (YYYY-MM-DD, UTC), oldest first', response: { 200: cookiesByDate } },
    },
    async () => consentsByDate(deps),
  );
}
