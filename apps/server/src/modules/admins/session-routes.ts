import type { FastifyInstance } from 'fastify';
import { changePasswordRoute } from './account/change-password-routes.ts';
import type { AdminAuthDeps } from './core/credentials.ts';
import { signOutRoute } from './sign-in/sign-in-routes.ts';
import { reauthenticateRoute } from './sudo/sudo-routes.ts';

/**
 * The routes an admin may use before choosing a new password or turning two-factor on (signing out,
 * changing the password, proving it again), registered inside `adminApi` (URLs relative to /api/admin).
 * Each lives with its use case; this keeps them one plugin, as the wiring registers them.
 */
export async function adminSessionRoutes(app: FastifyInstance, deps: AdminAuthDeps): Promise<void> {
  await signOutRoute(app, deps);
  await changePasswordRoute(app, deps);
  await reauthenticateRoute(app, deps);
}
