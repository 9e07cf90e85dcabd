import { CONTACT_SENT, visitorMessageEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import { PUBLIC_BODY_LIMIT, perClientLimit } from '../../platform/http/rate-limit.ts';
import { type ContactDeps, sendContactMessage } from './service.ts';

export async function contactRoutes(app: FastifyInstance, deps: ContactDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, visitorMessageEndpoints.contact, {
      tags: ['contact'],
      summary: "Send a message to the shop's contact address, with replies going to the visitor",
    }),
    config: { rateLimit: perClientLimit(3) },
    bodyLimit: PUBLIC_BODY_LIMIT,
    handler: async (request, reply) => {
      await sendContactMessage(deps, request.body);
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, message: CONTACT_SENT };
    },
  });
}
