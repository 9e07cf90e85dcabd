import { adminAccountEndpoints as endpoints, SESSION_NOT_FOUND } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { NotFound } from '../../platform/errors.ts';
import { routeOf } from '../../platform/http/contract-route.ts';
import { liveSessionsOf, revokeEverySession, revokeOwnSession } from './sessions-repo.ts';

export type SessionListDeps = { db: Db; clock: Clock; idleMinutes?: number };

/** The signed-in admin's own sessions, inside `adminApi`: listed, ended one by one or all at once. */
export async function adminSessionListRoutes(app: FastifyInstance, deps: SessionListDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const idleMs = (deps.idleMinutes ?? 30) * 60_000;
  api.route({
    ...routeOf(api, endpoints.sessions, { tags, summary: 'Your sessions still in force, last used first' }),
    handler: async (request) => ({
      sessions: (await liveSessionsOf(deps, request.admin.id, idleMs)).map((s) => ({
        id: s.id,
        createdAt: s.created_at,
        lastSeenAt: s.last_seen_at,
        ip: s.ip,
        userAgent: s.user_agent,
        current: s.id === request.admin.sessionId,
      })),
    }),
  });
  api.route({
    ...routeOf(api, endpoints.endSession, { tags, summary: 'Sign one of your sessions out' }),
    handler: async (request) => {
      if (!(await revokeOwnSession(deps, request.admin.id, request.params.id))) throw new NotFound(SESSION_NOT_FOUND);
      return { success: true as const, message: 'Session signed out.' };
    },
  });
  api.route({
    ...routeOf(api, endpoints.signOutEverywhere, {
      tags,
      summary: 'Sign every one of your sessions out, this one too',
    }),
    handler: async (request) => {
      await revokeEverySession(deps, request.admin.id);
      return { success: true as const, message: 'Signed out everywhere.' };
    },
  });
}
