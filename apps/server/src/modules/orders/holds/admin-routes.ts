import { adminOrderEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { extendHoldByAdmin, type HoldDeps, releaseHoldByAdmin } from './order-hold.ts';

const tags = ['admin'];

/** Release and Extend Hold in Order Details (URLs relative to /api/admin). */
export async function holdAdminRoutes(app: FastifyInstance, deps: HoldDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.releaseHold, {
      tags,
      summary:
        "Release an unpaid invoice order's hold now: its works go back on sale, the order is cancelled " +
        '(its invoice number stays used) and the buyer is told; recorded in the history',
    }),
    handler: async (request) => ({ order: await releaseHoldByAdmin(deps, request.admin, request.params.id) }),
  });
  api.route({
    ...routeOf(api, endpoints.extendHold, {
      tags,
      summary: "Keep an unpaid invoice order's works reserved to the end of a later day; recorded in the history",
    }),
    handler: async (request) => ({
      order: await extendHoldByAdmin(deps, request.admin, request.params.id, request.body.until),
    }),
  });
}
