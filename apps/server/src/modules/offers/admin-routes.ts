import { adminOfferEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import { acceptOffer, counterOffer, declineOffer, listAdminOffers, type OfferDeps } from './offers-service.ts';

const tags = ['admin'];

/** The back office's Offers (URLs relative to /api/admin; Staff and Owners). */
export async function adminOfferRoutes(app: FastifyInstance, deps: OfferDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.list, { tags, summary: 'Offers: the open ones oldest first, then the latest answered' }),
    handler: async () => listAdminOffers(deps.db, deps.clock),
  });
  api.route({
    ...routeOf(api, endpoints.accept, { tags, summary: 'Accept an open offer: a unit held 48 hours, the link mailed' }),
    handler: async (request) => acceptOffer(deps, request.params.id, request.admin.email),
  });
  api.route({
    ...routeOf(api, endpoints.decline, { tags, summary: 'Decline an open offer (or withdraw a counter)' }),
    handler: async (request) => declineOffer(deps, request.params.id, request.admin.email),
  });
  api.route({
    ...routeOf(api, endpoints.counter, { tags, summary: 'Counter an open offer with an amount' }),
    handler: async (request) => counterOffer(deps, request.params.id, request.body, request.admin.email),
  });
}
