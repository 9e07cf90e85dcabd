import { adminAccountEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../platform/http/contract-route.ts';
import type { AdminAuthDeps } from '../core/credentials.ts';
import { requireRecentSignIn } from '../core/recent-sign-in.ts';
import { burstLimit, clientOf, withRetryAfter } from '../core/route-limits.ts';
import { confirmTwoFactor, startTwoFactorSetup, turnOffTwoFactor } from './two-factor-service.ts';

/** Two-factor sign-in for the signed-in admin, registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminTwoFactorRoutes(app: FastifyInstance, deps: AdminAuthDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // Sudo mode (decision 032): a stolen token alone cannot change how this account signs in.
  const recentSignIn = requireRecentSignIn(deps);
  api.route({
    ...routeOf(
      api,
      endpoints.twoFactorSetup,
      {
        tags,
        summary: 'A new authenticator secret and its QR code; sign-in is unchanged until confirmed',
      },
      { beforeTwoFactor: true, rateLimit: burstLimit },
    ),
    preHandler: recentSignIn,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return startTwoFactorSetup(deps, request.admin);
    },
  });
  api.route({
    ...routeOf(
      api,
      endpoints.twoFactorEnable,
      {
        tags,
        summary: "Confirms the setup with the app's first code; answers the recovery codes, once",
      },
      { beforeTwoFactor: true, rateLimit: burstLimit },
    ),
    preHandler: recentSignIn,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return confirmTwoFactor(deps, request.admin, request.body.code);
    },
  });
  api.route({
    ...routeOf(
      api,
      endpoints.twoFactorDisable,
      {
        tags,
        summary: 'Turns two-factor sign-in off; takes the password and a current code',
      },
      { rateLimit: burstLimit },
    ),
    preHandler: recentSignIn,
    handler: async (request, reply) => {
      await turnOffTwoFactor(deps, request.admin, request.body, clientOf(request)).catch((err) =>
        withRetryAfter(reply, err),
      );
      return { success: true as const, message: 'Two-factor authentication is off' };
    },
  });
}
