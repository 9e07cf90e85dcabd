import {
  CANNOT_DEMOTE_LAST_OWNER,
  CANNOT_REMOVE_LAST,
  CANNOT_REMOVE_SELF,
  adminUserEndpoints as endpoints,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { requireRecentSignIn } from '../core/recent-sign-in.ts';
import { type AdminUsersDeps, addAdmin, listAdmins, removeAdmin, setAdminRole } from './team-service.ts';

/** The Users tab, registered inside `adminApi` (URLs relative to /api/admin); Owners only. */
export async function adminUserRoutes(app: FastifyInstance, deps: AdminUsersDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // Sudo mode (decision 032): adding, removing or changing an admin needs a recent sign-in.
  const recentSignIn = requireRecentSignIn(deps);
  api.route({
    ...routeOf(api, endpoints.list, { tags, summary: 'Every administrator, oldest first' }),
    handler: async (request) => ({ users: await listAdmins(deps, request.admin.id) }),
  });
  api.route({
    ...routeOf(api, endpoints.add, {
      tags,
      summary: 'Add an administrator with a password, or invite one by e-mail ({ email, invite: true })',
    }),
    preHandler: recentSignIn,
    handler: async (request, reply) =>
      reply.status(201).send({ user: await addAdmin(deps, request.admin, request.body) }),
  });
  api.route({
    ...routeOf(api, endpoints.setRole, {
      tags,
      summary: `Make an administrator an Owner or Staff. 400: '${CANNOT_DEMOTE_LAST_OWNER}'`,
    }),
    preHandler: recentSignIn,
    handler: async (request) => ({
      user: await setAdminRole(deps, request.admin, request.params.id, request.body.role),
    }),
  });
  api.route({
    ...routeOf(api, endpoints.remove, {
      tags,
      summary: `Remove an administrator and end their sessions. 400: '${CANNOT_REMOVE_SELF}' or '${CANNOT_REMOVE_LAST}'`,
    }),
    preHandler: recentSignIn,
    handler: async (request) => {
      await removeAdmin(deps, request.admin, request.params.id);
      return { success: true as const, message: 'Administrator removed.' };
    },
  });
}
