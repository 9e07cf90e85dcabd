import { adminOrderEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { getStorageBilling, markStoragePeriodPaid } from './storage-billing.ts';

const tags = ['admin'];

/** Storage billing of an order, registered inside `adminApi` (URLs relative to /api/admin). */
export async function storageBillingRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.storageBilling, {
      tags,
      summary: "The order's storage billing today; billing is null before it starts or for shipping",
    }),
    handler: async (request) => ({ billing: await getStorageBilling(deps, request.params.orderId) }),
  });
  api.route({
    ...routeOf(api, endpoints.markStoragePaid, { tags, summary: 'Record a started storage period as paid' }),
    handler: async (request) => ({
      billing: await markStoragePeriodPaid(deps, request.admin, request.params.orderId, request.body.periodStart),
    }),
  });
}
