import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../../platform/errors.ts';
import { type AdminGuardDeps, type AdminPrincipal, requireAdmin } from './guard.ts';
import { requireRoleDeclaration } from './roles.ts';

const ADMIN_PREFIX = '/api/admin';

export type AdminApiOptions = AdminGuardDeps & {
  /** Registers the admin routes, with URLs relative to /api/admin; each is guarded. */
  routes: (api: FastifyInstance) => Promise<void>;
};

/**
 * The one place `/api/admin/*` routes live: the guard is an onRequest hook of this encapsulated
 * context, so a route registered here cannot skip it. Only POST /api/admin/login sits outside.
 * Each route's contract endpoint states the role it needs (`role: 'owner'` or `role: 'staff'`), which
 * `routeOf` applies; a route without one stops the start (decision 030).
 */
export async function adminApi(app: FastifyInstance, options: AdminApiOptions): Promise<void> {
  const { routes, ...guard } = options;
  await app.register(
    async (api) => {
      // Declared up front (filled by the guard) so every request object keeps one shape.
      api.decorateRequest('admin', null as unknown as AdminPrincipal);
      api.addHook('onRoute', requireRoleDeclaration);
      api.addHook('onRequest', requireAdmin(guard));
      // Unknown admin paths answer 401 before 404, so they reveal nothing to a stranger.
      api.setNotFoundHandler((request) => {
        throw new NotFound(`Not found: ${request.method} ${request.url.split('?')[0]}`);
      });
      await routes(api);
    },
    { prefix: ADMIN_PREFIX },
  );
}
