import { healthBody } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { tags: ['system'], response: { 200: healthBody, 503: healthBody } }, logLevel: 'warn' },
      async (request, reply) => {
        try {
          await sql`select 1`.execute(db);
          reply.header('Cache-Control', 'no-store');
          return { status: 'ok' as const };
        } catch (err) {
          request.log.warn({ err }, 'health check: database does not answer');
          return reply.status(503).send({ status: 'unavailable' as const });
        }
      },
    );
}
