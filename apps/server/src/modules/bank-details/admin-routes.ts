import { adminPaymentDetailsEndpoints as endpoints, PAYMENT_DETAILS_NOT_CONFIGURED } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../../platform/errors.ts';
import { routeOf } from '../../platform/http/contract-route.ts';
import { requireRecentSignIn } from '../admins/index.ts';
import { savePaymentDetails } from './notify-change.ts';
import { getPaymentDetails, type PaymentDetailsDeps } from './service.ts';

const tags = ['admin'];

/**
 * The gallery's bank details and payment terms, registered inside `adminApi`. Changing them needs a
 * recent sign-in (403 with `reauth: true` otherwise) and tells every admin what changed.
 */
export async function bankDetailsRoutes(
  app: FastifyInstance,
  deps: PaymentDetailsDeps & { publicUrl: string },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const recentSignIn = requireRecentSignIn(deps);
  api.route({
    ...routeOf(api, endpoints.get, { tags, summary: 'The payment details; 404 until they are configured' }),
    handler: async () => {
      const found = await getPaymentDetails(deps);
      if (!found) throw new NotFound(PAYMENT_DETAILS_NOT_CONFIGURED);
      return found;
    },
  });
  api.route({
    ...routeOf(api, endpoints.create, { tags, summary: 'Create the payment details (409 when they exist: use PUT)' }),
    preHandler: recentSignIn,
    handler: async (request, reply) =>
      reply.status(201).send(await savePaymentDetails(deps, request.admin.email, request.body, 'create')),
  });
  api.route({
    ...routeOf(api, endpoints.update, { tags, summary: 'Update the payment details (404 before they are created)' }),
    preHandler: recentSignIn,
    handler: async (request) => savePaymentDetails(deps, request.admin.email, request.body, 'update'),
  });
}
