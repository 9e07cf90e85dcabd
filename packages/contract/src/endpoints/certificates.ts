import { z } from 'zod';
import {
  adminCertificate,
  adminCertificateList,
  certificate,
  certificateCodeParams,
  revokeCertificateBody,
} from '../certificates.ts';
import { errorBody } from '../common.ts';
import { endpoint } from './endpoint.ts';

/** Certificates of authenticity: the public check by code and the buyer's PDF. */
export const certificateEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/certificates/:code',
    params: certificateCodeParams,
    responses: { 200: certificate, 404: errorBody, 429: errorBody },
  }),
  /** The PDF, with the look-up token of the buyer's address as a bearer token. */
  customerPdf: endpoint({
    method: 'GET',
    path: '/api/orders/certificates/:code/pdf',
    params: certificateCodeParams,
    responses: { 401: errorBody, 404: errorBody, 429: errorBody },
  }),
};

/** An order's certificates in the back office: list, PDF, revoke, reissue, resend. */
export const adminCertificateEndpoints = {
  listOfOrder: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/orders/:id/certificates',
    params: z.object({ id: z.string() }),
    responses: { 200: adminCertificateList, 404: errorBody },
  }),
  pdf: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/certificates/:code/pdf',
    params: certificateCodeParams,
    responses: { 404: errorBody },
  }),
  /** Needs a recent sign-in. */
  revoke: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/certificates/:code/revoke',
    params: certificateCodeParams,
    body: revokeCertificateBody,
    responses: { 200: adminCertificate, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
  }),
  /** A new code for the same unit; the old one is superseded. Needs a recent sign-in. */
  reissue: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/certificates/:code/reissue',
    params: certificateCodeParams,
    responses: { 200: adminCertificate, 401: errorBody, 404: errorBody, 409: errorBody },
  }),
  resend: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/certificates/:code/resend',
    params: certificateCodeParams,
    responses: { 200: z.object({ success: z.literal(true), message: z.string() }), 404: errorBody, 409: errorBody },
  }),
};
