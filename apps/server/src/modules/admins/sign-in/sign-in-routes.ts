import { adminAccountEndpoints as endpoints, REFRESH_HEADER } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Forbidden } from '../../../platform/errors.ts';
import { routeOf } from '../../../platform/http/contract-route.ts';
import type { AdminAuthDeps } from '../core/credentials.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../core/refresh-cookie.ts';
import { burstLimit, clientOf, withRetryAfter } from '../core/route-limits.ts';
import { refreshSession, signIn, signOut } from './sign-in-service.ts';

/** POST /api/admin/login and the session refresh: the only /api/admin routes outside the guarded `adminApi`. */
export async function adminLoginRoutes(app: FastifyInstance, deps: AdminAuthDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.login, { tags: ['admin'], summary: 'Sign in; answers a short-lived bearer token' }),
    config: { rateLimit: burstLimit },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const signedIn = await signIn(deps, request.body, clientOf(request)).catch((err) => withRetryAfter(reply, err));
      setRefreshCookie(reply, signedIn.refreshToken, deps.publicUrl);
      return signedIn.body;
    },
  });
  api.route({
    ...routeOf(api, endpoints.refresh, {
      tags: ['admin'],
      summary: 'A new access token from the refresh cookie; needs the X-Requested-With: vernissage-admin header',
    }),
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (request.headers[REFRESH_HEADER.name.toLowerCase()] !== REFRESH_HEADER.value) {
        throw new Forbidden(`The ${REFRESH_HEADER.name} header is missing`);
      }
      return refreshSession(deps, readRefreshCookie(request)).catch((err: unknown) => {
        // The session behind the cookie has ended: the cookie goes too.
        clearRefreshCookie(reply, deps.publicUrl);
        throw err;
      });
    },
  });
}

/** Signing out, inside `adminApi` (URL relative to /api/admin). */
export async function signOutRoute(app: FastifyInstance, deps: AdminAuthDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(
      api,
      endpoints.logout,
      { tags: ['admin'], summary: 'Revoke the current session' },
      { beforeNewPassword: true, beforeTwoFactor: true },
    ),
    handler: async (request, reply) => {
      await signOut(deps, request.admin);
      clearRefreshCookie(reply, deps.publicUrl);
      return { success: true as const };
    },
  });
}
