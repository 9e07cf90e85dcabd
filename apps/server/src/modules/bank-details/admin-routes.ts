import {
  errorBody,
  PAYMENT_DETAILS_NOT_CONFIGURED,
  paymentDetails,
  paymentDetailsBody,
  reauthRequiredBody,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../../platform/errors.ts';
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
  api.get(
    '/payment-details',
    {
      config: { role: 'owner' },
      schema: {
        tags,
        summary: 'The payment details; 404 until they are configured',
        response: { 200: paymentDetails, 404: errorBody },
      },
    },
    async () => {
      const found = await getPaymentDetails(deps);
      if (!found) throw new NotFound(PAYMENT_DETAILS_NOT_CONFIGURED);
      return found;
    },
  );
  api.post(
    '/payment-details',
    {
      config: { role: 'owner' },
      schema: {
        tags,
        summary: 'Create the payment details (409 when they exist: use PUT)',
        body: paymentDetailsBody,
        response: { 201: paymentDetails, 400: errorBody, 403: reauthRequiredBody, 409: errorBody },
      },
      preHandler: recentSignIn,
    },
    async (request, reply) =>
      reply.status(201).send(await savePaymentDetails(deps, request.admin.email, request.body, 'create')),
  );
  api.put(
    '/payment-details',
    {
      config: { role: 'owner' },
      schema: {
        tags,
        summary: 'Update the payment details (404 before they are created)',
        body: paymentDetailsBody,
        response: { 200: paymentDetails, 400: errorBody, 403: reauthRequiredBody, 404: errorBody },
      },
      preHandler: recentSignIn,
    },
    async (request) => savePaymentDetails(deps, request.admin.email, request.body, 'update'),
  );
}
