import {
  addAdminBody,
  addAdminResponse,
  adminUserList,
  CANNOT_DEMOTE_LAST_OWNER,
  CANNOT_REMOVE_LAST,
  CANNOT_REMOVE_SELF,
  errorBody,
  idParam,
  reauthRequiredBody,
  setAdminRoleBody,
  setAdminRoleResponse,
  successBody,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRecentSignIn } from './sudo.ts';
import { type AdminUsersDeps, addAdmin, listAdmins, removeAdmin, setAdminRole } from './team-service.ts';

/** The Users tab, registered inside `adminApi` (URLs relative to /api/admin); Owners only. */
export async function adminUserRoutes(app: FastifyInstance, deps: AdminUsersDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // Sudo mode (decision 032): adding, removing or changing an admin needs a recent sign-in.
  const recentSignIn = requireRecentSignIn(deps);
  api.get(
    '/users',
    {
      config: { role: 'owner' },
      schema: { tags, summary: 'Every administrator, oldest first', response: { 200: adminUserList } },
    },
    async (request) => ({ users: await listAdmins(deps, request.admin.id) }),
  );
  api.post(
    '/users',
    {
      config: { role: 'owner' },
      preHandler: recentSignIn,
      schema: {
        tags,
        summary: 'Add an administrator with a password, or invite one by e-mail ({ email, invite: true })',
        body: addAdminBody,
        response: { 201: addAdminResponse, 400: errorBody, 403: reauthRequiredBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send({ user: await addAdmin(deps, request.admin, request.body) }),
  );
  api.patch(
    '/users/:id',
    {
      config: { role: 'owner' },
      preHandler: recentSignIn,
      schema: {
        tags,
        summary: `Make an administrator an Owner or Staff. 400: '${CANNOT_DEMOTE_LAST_OWNER}'`,
        params: idParam,
        body: setAdminRoleBody,
        response: { 200: setAdminRoleResponse, 400: errorBody, 403: reauthRequiredBody, 404: errorBody },
      },
    },
    async (request) => ({ user: await setAdminRole(deps, request.admin, request.params.id, request.body.role) }),
  );
  api.delete(
    '/users/:id',
    {
      config: { role: 'owner' },
      preHandler: recentSignIn,
      schema: {
        tags,
        summary: `Remove an administrator and end their sessions. 400: '${CANNOT_REMOVE_SELF}' or '${CANNOT_REMOVE_LAST}'`,
        params: idParam,
        response: { 200: successBody, 400: errorBody, 403: reauthRequiredBody, 404: errorBody },
      },
    },
    async (request) => {
      await removeAdmin(deps, request.admin, request.params.id);
      return { success: true as const, message: 'Administrator removed.' };
    },
  );
}
