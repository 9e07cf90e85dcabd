import { z } from 'zod';
import { errorBody } from '../common.ts';
import { unsubscribeQuery, unsubscribeResponse } from '../storefront-forms.ts';
import { endpoint } from './endpoint.ts';

const signed = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/);

/**
 * The links in the shop's mails. They answer pages, a pixel or a redirect rather than JSON, except
 * the one-click unsubscribe that mail providers POST (RFC 8058).
 */
export const mailLinkEndpoints = {
  unsubscribePage: endpoint({
    method: 'GET',
    path: '/api/newsletter/unsubscribe',
    query: unsubscribeQuery,
    responses: {},
  }),
  unsubscribeOneClick: endpoint({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    query: unsubscribeQuery,
    responses: { 200: unsubscribeResponse, 404: errorBody },
  }),
  comeBackPage: endpoint({ method: 'GET', path: '/api/newsletter/confirm', query: unsubscribeQuery, responses: {} }),
  comeBackConfirm: endpoint({
    method: 'POST',
    path: '/api/newsletter/confirm',
    query: unsubscribeQuery,
    responses: {},
  }),
  /** A 1x1 GIF. */
  openPixel: endpoint({
    method: 'GET',
    path: '/api/newsletter/o/:deliveryId/:file',
    params: z.object({
      deliveryId: signed,
      file: z
        .string()
        .max(64)
        .regex(/^[\w-]+\.gif$/),
    }),
    responses: {},
  }),
  /** A 302 to the signed link. */
  click: endpoint({
    method: 'GET',
    path: '/api/newsletter/c/:deliveryId/:signature',
    params: z.object({ deliveryId: signed, signature: signed }),
    query: z.object({ u: z.string().max(4096).optional() }),
    responses: { 404: errorBody, 429: errorBody },
  }),
};
