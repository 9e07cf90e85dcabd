import { orderEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { PUBLIC_BODY_LIMIT, perClientLimit } from '../../../platform/http/rate-limit.ts';
import { type LookupDeps, ordersForToken, sendLookupCode, verifyLookupCode } from './order-lookup.ts';

/** Finding one's orders again without an account: a code by e-mail, then a short-lived token. */
export async function orderLookupRoutes(app: FastifyInstance, deps: LookupDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, orderEndpoints.requestLookupCode, {
      tags: ['orders'],
      summary: 'Sends a one-time 6-digit code to the address when it has orders (the answer is the same either way)',
    }),
    bodyLimit: PUBLIC_BODY_LIMIT,
    config: { rateLimit: perClientLimit(5) },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { message: await sendLookupCode(deps, request.body.email, request.ip) };
    },
  });
  api.route({
    ...routeOf(api, orderEndpoints.verifyLookupCode, {
      tags: ['orders'],
      summary: 'Trades a right code for a 30-minute token that lists that address’s orders',
    }),
    bodyLimit: PUBLIC_BODY_LIMIT,
    config: { rateLimit: perClientLimit(10) },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return verifyLookupCode(deps, request.body.email, request.body.code);
    },
  });
  api.route({
    ...routeOf(api, orderEndpoints.listOrders, {
      tags: ['orders'],
      summary: "The address's orders, newest first; 401 without a look-up token for that address",
    }),
    config: { rateLimit: perClientLimit(30) },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      return ordersForToken(deps, token, request.query.email);
    },
  });
}
