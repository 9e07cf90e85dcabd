import { errorBody, messageIdParams, messageReadBody, messagesQuery, messagesResponse } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type InboxDeps, listMessages, markMessageRead, removeMessage } from './inbox.ts';

const tags = ['admin'];
const done = z.object({ success: z.literal(true) });

/** The inbox of contact-form messages, inside `adminApi` (URLs under /api/admin). */
export async function adminMessageRoutes(app: FastifyInstance, deps: InboxDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/messages',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Contact-form messages, unread first then newest first, 50 a page',
        querystring: messagesQuery,
        response: { 200: messagesResponse, 400: errorBody },
      },
    },
    async (request) => listMessages(deps.db, request.query.page),
  );
  api.patch(
    '/messages/:id',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Mark a message read or unread',
        params: messageIdParams,
        body: messageReadBody,
        response: { 200: done, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await markMessageRead(deps, request.params.id, request.body.read);
      return { success: true as const };
    },
  );
  api.delete(
    '/messages/:id',
    {
      config: { role: 'staff' },
      schema: { tags, summary: 'Delete a message', params: messageIdParams, response: { 200: done, 404: errorBody } },
    },
    async (request) => {
      await removeMessage(deps.db, request.params.id);
      return { success: true as const };
    },
  );
}
