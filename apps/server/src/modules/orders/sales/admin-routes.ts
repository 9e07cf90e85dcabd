import { adminSalesEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { type SalesDeps, salesOverview } from './sales-overview.ts';

/** The Sales tab, registered inside `adminApi` (URL relative to /api/admin). */
export async function salesOverviewRoutes(app: FastifyInstance, deps: SalesDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, adminSalesEndpoints.overview, {
      tags: ['admin'],
      summary: 'Revenue per month, orders by status, storage income, best sellers and editions for a date range',
    }),
    handler: async (request) => salesOverview(deps, request.query),
  });
}
