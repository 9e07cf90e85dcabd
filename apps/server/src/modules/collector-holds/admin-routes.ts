import { adminOfferEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import { type HoldDeps, holdForCollector, listCollectorHolds, releaseCollectorHold } from './hold-service.ts';

const tags = ['admin'];

/** Holds for a collector in the back office (URLs relative to /api/admin; Staff and Owners). */
export async function adminCollectorHoldRoutes(app: FastifyInstance, deps: HoldDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.holds, {
      tags,
      summary: 'Holds for a collector: the active ones by their end, then the latest released',
    }),
    handler: async () => listCollectorHolds(deps.db),
  });
  api.route({
    ...routeOf(api, endpoints.hold, {
      tags,
      summary: 'Hold one unit of a work for a collector through a day (409 when none is free)',
    }),
    handler: async (request, reply) => {
      reply.code(201);
      return holdForCollector(deps, request.params.id, request.body, request.admin.email);
    },
  });
  api.route({
    ...routeOf(api, endpoints.release, { tags, summary: 'Release now: the unit goes back on sale' }),
    handler: async (request) => releaseCollectorHold(deps, request.params.id, request.admin.email),
  });
}
