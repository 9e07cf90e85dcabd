import { adminNewsletterEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { routeOf } from '../../platform/http/contract-route.ts';
import { clickedBy, clickStats, newsletterLogs, openedBy, openStats, userAnalytics } from './analytics-service.ts';

const tags = ['admin', 'newsletter'];

/** Opens and clicks per campaign, subject and reader; registered inside `adminApi`. */
export async function adminNewsletterAnalyticsRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.analytics, {
      tags,
      summary: 'One row per variant of each campaign, newest first; opened and clicked count recipients',
    }),
    handler: async () => newsletterLogs(deps),
  });
  api.route({ ...routeOf(api, endpoints.openStats, { tags }), handler: async () => openStats(deps) });
  api.route({ ...routeOf(api, endpoints.clickStats, { tags }), handler: async () => clickStats(deps) });
  api.route({
    ...routeOf(api, endpoints.openedBy, { tags }),
    handler: async (request) => openedBy(deps, request.query.subject),
  });
  api.route({
    ...routeOf(api, endpoints.clickedBy, { tags }),
    handler: async (request) => clickedBy(deps, request.query.subject),
  });
  api.route({
    ...routeOf(api, endpoints.userAnalytics, { tags }),
    handler: async (request) => userAnalytics(deps, request.query.email),
  });
}
