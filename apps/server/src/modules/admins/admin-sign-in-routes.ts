import {
  changePasswordBody,
  errorBody,
  loginBody,
  loginResponse,
  reauthenticateBody,
  reauthenticateResponse,
  reauthRequiredBody,
  successBody,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminAuthDeps } from './credentials.ts';
import { burstLimit, clientOf, withRetryAfter } from './route-limits.ts';
import { changePassword, signIn, signOut } from './sign-in-service.ts';
import { reauthenticate, requireRecentSignIn } from './sudo.ts';

/** POST /api/admin/login: the only /api/admin route outside the guarded `adminApi`. */
export async function adminLoginRoutes(app: FastifyInstance, deps: AdminAuthDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign in; answers a short-lived bearer token',
        body: loginBody,
        response: { 200: loginResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
      config: { rateLimit: burstLimit },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return signIn(deps, request.body, clientOf(request)).catch((err) => withRetryAfter(reply, err));
    },
  );
}

/** Session routes, registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminSessionRoutes(app: FastifyInstance, deps: AdminAuthDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/logout',
    {
      config: { role: 'staff', beforeNewPassword: true },
      schema: { tags: ['admin'], summary: 'Revoke the current session', response: { 200: successBody } },
    },
    async (request) => {
      await signOut(deps, request.admin);
      return { success: true as const };
    },
  );
  api.post(
    '/change-password',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the password; signs out every session of this admin',

        body: changePasswordBody,
        response: { 200: successBody, 400: errorBody, 403: reauthRequiredBody, 429: errorBody },
      },
      config: { role: 'staff', beforeNewPassword: true, rateLimit: burstLimit },
      preHandler: requireRecentSignIn(deps),
    },
    async (request, reply) => {
      await changePassword(deps, request.admin, request.body, clientOf(request)).catch((err) =>
        withRetryAfter(reply, err),
      );
      return { success: true as const, message: 'Password changed successfully!' };
    },
  );
  api.post(
    '/reauthenticate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Prove the password again (and the code when two-factor is on): recent sign-in for 10 minutes',
        body: reauthenticateBody,
        response: { 200: reauthenticateResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
      config: { role: 'staff', beforeNewPassword: true, rateLimit: burstLimit },
    },
    async (request, reply) =>
      reauthenticate(deps, request.admin, request.body, clientOf(request)).catch((err) => withRetryAfter(reply, err)),
  );
}
