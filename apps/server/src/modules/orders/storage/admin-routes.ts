import { errorBody, markPeriodPaidBody, storageBillingParams, storageBillingResponse } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { getStorageBilling, markStoragePeriodPaid } from './storage-billing.ts';

const tags = ['admin'];

/** Storage billing of an order, registered inside `adminApi` (URLs relative to /api/admin). */
export async function storageBillingRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/storage-billing/:orderId',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: "The order's storage billing today; billing is null before it starts or for shipping",
        params: storageBillingParams,
        response: { 200: storageBillingResponse, 404: errorBody },
      },
    },
    async (request) => ({ billing: await getStorageBilling(deps, request.params.orderId) }),
  );
  api.post(
    '/storage-billing/:orderId/mark-paid',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Record a started storage period as paid',
        params: storageBillingParams,
        body: markPeriodPaidBody,
        response: { 200: storageBillingResponse, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => ({
      billing: await markStoragePeriodPaid(deps, request.admin, request.params.orderId, request.body.periodStart),
    }),
  );
}
