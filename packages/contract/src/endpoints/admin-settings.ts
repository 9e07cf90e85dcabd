import { z } from 'zod';
import { paymentDetails, paymentDetailsBody } from '../admin-catalog.ts';
import {
  cookiesByCountry,
  cookiesByDate,
  cookieTotals,
  cookieUsersQuery,
  cookieUsersResponse,
} from '../admin-cookies.ts';
import { messageIdParams, messageReadBody, messagesQuery, messagesResponse } from '../admin-messages.ts';
import { sensitiveChangeRefused } from '../admin-orders.ts';
import { shopSettingsAdminView, shopSettingsBody, shopSettingsHistory } from '../admin-shop-settings.ts';
import { errorBody } from '../common.ts';
import { endpoint } from './endpoint.ts';

/** The Cookies tab: recorded choices and their statistics. */
export const adminCookieEndpoints = {
  users: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/cookies/users',
    query: cookieUsersQuery,
    responses: { 200: cookieUsersResponse, 400: errorBody },
  }),
  totals: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/cookies/analytics',
    responses: { 200: cookieTotals },
  }),
  byCountry: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/cookies/analytics/country',
    responses: { 200: cookiesByCountry },
  }),
  byDate: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/cookies/analytics/date',
    responses: { 200: cookiesByDate },
  }),
};

const done = z.object({ success: z.literal(true) });

/** The Messages tab: the contact form's inbox. */
export const adminMessageEndpoints = {
  list: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/messages',
    query: messagesQuery,
    responses: { 200: messagesResponse, 400: errorBody },
  }),
  markRead: endpoint({
    role: 'staff',
    method: 'PATCH',
    path: '/api/admin/messages/:id',
    params: messageIdParams,
    body: messageReadBody,
    responses: { 200: done, 400: errorBody, 404: errorBody },
  }),
  remove: endpoint({
    role: 'staff',
    method: 'DELETE',
    path: '/api/admin/messages/:id',
    params: messageIdParams,
    responses: { 200: done, 404: errorBody },
  }),
};

/** The Shop Settings tab: any admin reads, an Owner saves after a recent sign-in. */
export const adminShopSettingsEndpoints = {
  get: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/shop-settings',
    responses: { 200: shopSettingsAdminView },
  }),
  save: endpoint({
    role: 'owner',
    method: 'PUT',
    path: '/api/admin/shop-settings',
    body: shopSettingsBody,
    responses: { 200: shopSettingsAdminView, 400: errorBody, 403: sensitiveChangeRefused },
  }),
  history: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/shop-settings/history',
    responses: { 200: shopSettingsHistory },
  }),
};

/** The Payment Details tab (Owners): the bank details invoices carry. */
export const adminPaymentDetailsEndpoints = {
  /** 404 until they are configured. */
  get: endpoint({
    role: 'owner',
    method: 'GET',
    path: '/api/admin/payment-details',
    responses: { 200: paymentDetails, 404: errorBody },
  }),
  create: endpoint({
    role: 'owner',
    method: 'POST',
    path: '/api/admin/payment-details',
    body: paymentDetailsBody,
    responses: { 201: paymentDetails, 400: errorBody, 403: sensitiveChangeRefused, 409: errorBody },
  }),
  update: endpoint({
    role: 'owner',
    method: 'PUT',
    path: '/api/admin/payment-details',
    body: paymentDetailsBody,
    responses: { 200: paymentDetails, 400: errorBody, 403: sensitiveChangeRefused, 404: errorBody },
  }),
};
