import { CONTACT_SENT, INQUIRY_SENT, visitorMessageEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import { PUBLIC_BODY_LIMIT, perClientLimit } from '../../platform/http/rate-limit.ts';
import { type ContactDeps, sendContactMessage, sendInquiry } from './service.ts';

/** Messages per client and minute: a contact message and an inquiry each store a row and may send a mail. */
const VISITOR_MESSAGES_PER_MINUTE = 3;

export async function contactRoutes(app: FastifyInstance, deps: ContactDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, visitorMessageEndpoints.contact, {
      tags: ['contact'],
      summary: "Send a message to the shop's contact address, with replies going to the visitor",
    }),
    config: { rateLimit: perClientLimit(VISITOR_MESSAGES_PER_MINUTE) },
    bodyLimit: PUBLIC_BODY_LIMIT,
    handler: async (request, reply) => {
      await sendContactMessage(deps, request.body);
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, message: CONTACT_SENT };
    },
  });
  api.route({
    ...routeOf(api, visitorMessageEndpoints.inquiry, {
      tags: ['contact'],
      summary: "A question about one work, in the inbox with the work's title and link (limited like the contact form)",
    }),
    config: { rateLimit: perClientLimit(VISITOR_MESSAGES_PER_MINUTE) },
    bodyLimit: PUBLIC_BODY_LIMIT,
    handler: async (request, reply) => {
      await sendInquiry(deps, request.body);
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, message: INQUIRY_SENT };
    },
  });
}
