import { z } from 'zod';
import {
  adminMe,
  adminNotifications,
  adminSessionList,
  changePasswordBody,
  loginBody,
  loginHistory,
  loginResponse,
  sidebarConfig,
  sidebarOrderBody,
  successBody,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnabled,
  twoFactorSetup,
} from '../admin-auth.ts';
import { reauthenticateBody, reauthenticateResponse, sensitiveChangeRefused } from '../admin-orders.ts';
import { errorBody, idParam } from '../common.ts';
import { endpoint } from './endpoint.ts';

/** Signing in and out, and the signed-in admin's own account (the Settings tab). */
export const adminAccountEndpoints = {
  /** The only /api/admin route outside the guard. */
  login: endpoint({
    method: 'POST',
    path: '/api/admin/login',
    body: loginBody,
    responses: { 200: loginResponse, 400: errorBody, 401: errorBody, 429: errorBody },
  }),
  /**
   * Outside the guard too: a new access token from the HttpOnly refresh cookie, with the
   * REFRESH_HEADER (decision 053); 401 when the session behind the cookie has ended.
   */
  refresh: endpoint({
    method: 'POST',
    path: '/api/admin/session/refresh',
    responses: { 200: loginResponse, 401: errorBody, 403: errorBody },
  }),
  logout: endpoint({ role: 'staff', method: 'POST', path: '/api/admin/logout', responses: { 200: successBody } }),
  changePassword: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/change-password',
    body: changePasswordBody,
    responses: { 200: successBody, 400: errorBody, 403: sensitiveChangeRefused, 429: errorBody },
  }),
  reauthenticate: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/reauthenticate',
    body: reauthenticateBody,
    responses: { 200: reauthenticateResponse, 400: errorBody, 401: errorBody, 429: errorBody },
  }),
  me: endpoint({ role: 'staff', method: 'GET', path: '/api/admin/me', responses: { 200: adminMe } }),
  setNotifications: endpoint({
    role: 'staff',
    method: 'PUT',
    path: '/api/admin/me/notifications',
    body: adminNotifications,
    responses: { 200: z.object({ notifications: adminNotifications }), 400: errorBody },
  }),
  loginHistory: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/login-history',
    responses: { 200: loginHistory },
  }),
  sidebar: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/sidebar-config',
    responses: { 200: sidebarConfig },
  }),
  setSidebar: endpoint({
    role: 'staff',
    method: 'PUT',
    path: '/api/admin/sidebar-config',
    body: sidebarOrderBody,
    responses: { 200: sidebarConfig, 400: errorBody },
  }),
  sessions: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/sessions',
    responses: { 200: adminSessionList },
  }),
  endSession: endpoint({
    role: 'staff',
    method: 'DELETE',
    path: '/api/admin/sessions/:id',
    params: idParam,
    responses: { 200: successBody, 404: errorBody },
  }),
  signOutEverywhere: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/sessions/sign-out-everywhere',
    responses: { 200: successBody },
  }),
  twoFactorSetup: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/two-factor/setup',
    responses: { 200: twoFactorSetup, 400: errorBody, 403: sensitiveChangeRefused },
  }),
  twoFactorEnable: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/two-factor/enable',
    body: twoFactorEnableBody,
    responses: { 200: twoFactorEnabled, 400: errorBody, 403: sensitiveChangeRefused },
  }),
  twoFactorDisable: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/two-factor/disable',
    body: twoFactorDisableBody,
    responses: { 200: successBody, 400: errorBody, 403: sensitiveChangeRefused, 429: errorBody },
  }),
};
