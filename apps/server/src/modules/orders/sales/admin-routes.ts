import { errorBody, salesOverviewQuery, salesOverview as salesOverviewSchema } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type SalesDeps, salesOverview } from './sales-overview.ts';

/** The Sales tab, registered inside `adminApi` (URL relative to /api/admin). */
export async function salesOverviewRoutes(app: FastifyInstance, deps: SalesDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sales-overview',
    {
      config: { role: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Revenue per month, orders by status, storage income, best sellers and editions for a date range',
        querystring: salesOverviewQuery,
        response: { 200: salesOverviewSchema, 400: errorBody },
      },
    },
    async (request) => salesOverview(deps, request.query),
  );
}
