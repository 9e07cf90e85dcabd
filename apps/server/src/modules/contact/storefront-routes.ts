import { CONTACT_SENT, contactBody, contactResponse, errorBody } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC_BODY_LIMIT, perClientLimit } from '../../platform/http/rate-limit.ts';
import { type ContactDeps, sendContactMessage } from './service.ts';

export async function contactRoutes(app: FastifyInstance, deps: ContactDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: "Send a message to the shop's contact address, with replies going to the visitor",
        body: contactBody,
        response: { 200: contactResponse, 400: errorBody, 429: errorBody },
      },
      config: { rateLimit: perClientLimit(3) },
      bodyLimit: PUBLIC_BODY_LIMIT,
    },
    async (request, reply) => {
      await sendContactMessage(deps, request.body);
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, message: CONTACT_SENT };
    },
  );
}
