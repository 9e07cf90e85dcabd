import { adminAccountEndpoints as endpoints, SESSION_NOT_FOUND } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../../../platform/errors.ts';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { endSession, listSessions, type SessionListDeps, signOutEverywhere } from './sessions-service.ts';

/** The signed-in admin's own sessions, inside `adminApi`: listed, ended one by one or all at once. */
export async function adminSessionListRoutes(app: FastifyInstance, deps: SessionListDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  api.route({
    ...routeOf(api, endpoints.sessions, { tags, summary: 'Your sessions still in force, last used first' }),
    handler: async (request) => listSessions(deps, request.admin),
  });
  api.route({
    ...routeOf(api, endpoints.endSession, { tags, summary: 'Sign one of your sessions out' }),
    handler: async (request) => {
      if (!(await endSession(deps, request.admin.id, request.params.id))) throw new NotFound(SESSION_NOT_FOUND);
      return { success: true as const, message: 'Session signed out.' };
    },
  });
  api.route({
    ...routeOf(api, endpoints.signOutEverywhere, {
      tags,
      summary: 'Sign every one of your sessions out, this one too',
    }),
    handler: async (request) => {
      await signOutEverywhere(deps, request.admin.id);
      return { success: true as const, message: 'Signed out everywhere.' };
    },
  });
}
