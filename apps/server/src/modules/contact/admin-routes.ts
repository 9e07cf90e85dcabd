import { adminMessageEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import { type InboxDeps, listMessages, markMessageRead, removeMessage } from './inbox.ts';

const tags = ['admin'];

/** The inbox of contact-form messages, inside `adminApi` (URLs under /api/admin). */
export async function adminMessageRoutes(app: FastifyInstance, deps: InboxDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.list, {
      tags,
      summary: 'Contact-form messages, unread first then newest first, 50 a page',
    }),
    handler: async (request) => listMessages(deps.db, request.query.page),
  });
  api.route({
    ...routeOf(api, endpoints.markRead, { tags, summary: 'Mark a message read or unread' }),
    handler: async (request) => {
      await markMessageRead(deps, request.params.id, request.body.read);
      return { success: true as const };
    },
  });
  api.route({
    ...routeOf(api, endpoints.remove, { tags, summary: 'Delete a message' }),
    handler: async (request) => {
      await removeMessage(deps.db, request.params.id);
      return { success: true as const };
    },
  });
}
