import { adminAccountEndpoints as endpoints, REFRESH_HEADER } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Forbidden } from '../../platform/errors.ts';
import { routeOf } from '../../platform/http/contract-route.ts';
import type { AdminAuthDeps } from './credentials.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { burstLimit, clientOf, withRetryAfter } from './route-limits.ts';
import { changePassword, refreshSession, signIn, signOut } from './sign-in-service.ts';
import { reauthenticate, requireRecentSignIn } from './sudo.ts';

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

/** Session routes, registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminSessionRoutes(app: FastifyInstance, deps: AdminAuthDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  api.route({
    ...routeOf(
      api,
      endpoints.logout,
      { tags, summary: 'Revoke the current session' },
      { beforeNewPassword: true, beforeTwoFactor: true },
    ),
    handler: async (request, reply) => {
      await signOut(deps, request.admin);
      clearRefreshCookie(reply, deps.publicUrl);
      return { success: true as const };
    },
  });
  api.route({
    ...routeOf(
      api,
      endpoints.changePassword,
      {
        tags,
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
  api.route({
    ...routeOf(
      api,
      endpoints.reauthenticate,
      {
        tags,
        summary: 'Prove the password again (and the code when two-factor is on): recent sign-in for 10 minutes',
      },
      { beforeNewPassword: true, beforeTwoFactor: true, rateLimit: burstLimit },
    ),
    handler: async (request, reply) =>
      reauthenticate(deps, request.admin, request.body, clientOf(request)).catch((err) => withRetryAfter(reply, err)),
  });
}
