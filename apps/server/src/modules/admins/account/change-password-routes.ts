import { adminAccountEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../platform/http/contract-route.ts';
import type { AdminAuthDeps } from '../core/credentials.ts';
import { requireRecentSignIn } from '../core/recent-sign-in.ts';
import { burstLimit, clientOf, withRetryAfter } from '../core/route-limits.ts';
import { changePassword } from './change-password-service.ts';

/** Changing the password, inside `adminApi` (URL relative to /api/admin). */
export async function changePasswordRoute(app: FastifyInstance, deps: AdminAuthDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(
      api,
      endpoints.changePassword,
      {
        tags: ['admin'],
        summary: 'Change the password; signs out every session of this admin',
      },
      { beforeNewPassword: true, beforeTwoFactor: true, rateLimit: burstLimit },
    ),
    preHandler: requireRecentSignIn(deps),
    handler: async (request, reply) => {
      await changePassword(deps, request.admin, request.body, clientOf(request)).catch((err) =>
        withRetryAfter(reply, err),
      );
      return { success: true as const, message: 'Password changed successfully!' };
    },
  });
}
