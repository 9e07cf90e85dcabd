import { successBody } from '../admin-auth.ts';
import { sensitiveChangeRefused } from '../admin-orders.ts';
import {
  addAdminBody,
  addAdminResponse,
  adminUserList,
  setAdminRoleBody,
  setAdminRoleResponse,
} from '../admin-users.ts';
import { errorBody, idParam } from '../common.ts';
import { endpoint } from './endpoint.ts';

/** The Users tab (Owners only); every change needs a recent sign-in. */
export const adminUserEndpoints = {
  list: endpoint({ role: 'owner', method: 'GET', path: '/api/admin/users', responses: { 200: adminUserList } }),
  add: endpoint({
    role: 'owner',
    method: 'POST',
    path: '/api/admin/users',
    body: addAdminBody,
    responses: { 201: addAdminResponse, 400: errorBody, 403: sensitiveChangeRefused, 409: errorBody },
  }),
  setRole: endpoint({
    role: 'owner',
    method: 'PATCH',
    path: '/api/admin/users/:id',
    params: idParam,
    body: setAdminRoleBody,
    responses: { 200: setAdminRoleResponse, 400: errorBody, 403: sensitiveChangeRefused, 404: errorBody },
  }),
  remove: endpoint({
    role: 'owner',
    method: 'DELETE',
    path: '/api/admin/users/:id',
    params: idParam,
    responses: { 200: successBody, 400: errorBody, 403: sensitiveChangeRefused, 404: errorBody },
  }),
};
