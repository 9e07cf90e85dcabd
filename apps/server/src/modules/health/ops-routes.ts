import { opsEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { pendingMigrations } from '../../db/migrate.ts';
import { routeOf } from '../../platform/http/contract-route.ts';

/** `draining`: the node got SIGTERM and is finishing what it has; a load balancer should stop sending. */
export type HealthDeps = { db: Db; draining?: () => boolean };

/**
 * `/api/health` is liveness (the process answers and so does its database); `/api/ready` says whether
 * a load balancer should send this node traffic: database reachable, every migration this build
 * knows applied, and not draining.
 */
export async function healthRoutes(app: FastifyInstance, { db, draining }: HealthDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, opsEndpoints.health, { tags: ['system'] }),
    logLevel: 'warn',
    handler: async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
        reply.header('Cache-Control', 'no-store');
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'health check: database does not answer');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  });
  api.route({
    ...routeOf(api, opsEndpoints.ready, { tags: ['system'] }),
    logLevel: 'warn',
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (draining?.()) return reply.status(503).send({ status: 'draining' as const });
      try {
        const pending = await pendingMigrations(db);
        if (pending.length > 0) return reply.status(503).send({ status: 'migrating' as const });
      } catch (err) {
        request.log.warn({ err }, 'ready check: database does not answer');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
      return { status: 'ready' as const };
    },
  });
}
