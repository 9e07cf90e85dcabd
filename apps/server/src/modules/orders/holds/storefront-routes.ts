import { orderEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { PUBLIC_BODY_LIMIT, perClientLimit } from '../../../platform/http/rate-limit.ts';
import { confirmOrder } from './order-hold.ts';

/** The invoice e-mail's confirm link. */
export async function holdStorefrontRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; jwtSecret: string },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, orderEndpoints.confirmOrder, {
      tags: ['checkout'],
      summary:
        "The invoice e-mail's confirm link (sent by the confirmation page's script, never by a bare GET): " +
        'the works stay reserved until the payment due date; 404 for a link that is not ours, 409 when too late',
    }),
    bodyLimit: PUBLIC_BODY_LIMIT,
    config: { rateLimit: perClientLimit(20) },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return confirmOrder(deps, request.body.token);
    },
  });
}
