import { adminAccountEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../platform/http/contract-route.ts';
import type { AdminAuthDeps } from '../core/credentials.ts';
import { burstLimit, clientOf, withRetryAfter } from '../core/route-limits.ts';
import { reauthenticate } from './sudo-service.ts';

/** Re-authentication for sudo mode, inside `adminApi` (URL relative to /api/admin). */
export async function reauthenticateRoute(app: FastifyInstance, deps: AdminAuthDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(
      api,
      endpoints.reauthenticate,
      {
        tags: ['admin'],
        summary: 'Prove the password again (and the code when two-factor is on): recent sign-in for 10 minutes',
      },
      { beforeNewPassword: true, beforeTwoFactor: true, rateLimit: burstLimit },
    ),
    handler: async (request, reply) =>
      reauthenticate(deps, request.admin, request.body, clientOf(request)).catch((err) => withRetryAfter(reply, err)),
  });
}
