import {
  addAdminBody,
  addAdminResponse,
  adminUserList,
  CANNOT_REMOVE_LAST,
  CANNOT_REMOVE_SELF,
  errorBody,
  idParam,
  successBody,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdminUsersDeps, addAdmin, listAdmins, removeAdmin } from './team-service.ts';

/** The Users tab, registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminUserRoutes(app: FastifyInstance, deps: AdminUsersDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  api.get(
    '/users',
    { schema: { tags, summary: 'Every administrator, oldest first', response: { 200: adminUserList } } },
    async (request) => ({ users: await listAdmins(deps, request.admin.id) }),
  );
  api.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Add an administrator with a password, or invite one by e-mail ({ email, invite: true })',
        body: addAdminBody,
        response: { 201: addAdminResponse, 400: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send({ user: await addAdmin(deps, request.admin.id, request.body) }),
  );
  api.delete(
    '/users/:id',
    {
      schema: {
        tags,
        summary: `Remove an administrator and end their sessions. 400: '${CANNOT_REMOVE_SELF}' or '${CANNOT_REMOVE_LAST}'`,
        params: idParam,
        response: { 200: successBody, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await removeAdmin(deps, request.admin.id, request.params.id);
      return { success: true as const, message: 'Administrator removed.' };
    },
  );
}
