import { CERTIFICATE_TEXT, adminCertificateEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { sendPdf } from '../../../platform/http/pdf-reply.ts';
import { requireRecentSignIn } from '../../admins/index.ts';
import {
  adminCertificatePdf,
  type CertificateAdminDeps,
  certificatesOfOrder,
  reissueOrderCertificate,
  resendOrderCertificate,
  revokeOrderCertificate,
} from './admin-actions.ts';

const tags = ['admin'];

/** An order's certificates in the back office: list, PDF, resend, and (recently signed in) revoke and reissue. */
export async function certificateAdminRoutes(app: FastifyInstance, deps: CertificateAdminDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const recentSignIn = requireRecentSignIn(deps);
  api.route({
    ...routeOf(api, endpoints.listOfOrder, { tags, summary: "The order's certificates of authenticity, every status" }),
    handler: async (request) => certificatesOfOrder(deps, request.params.id),
  });
  api.route({
    ...routeOf(api, endpoints.pdf, { tags, summary: "A certificate's PDF (a revoked one says so)" }),
    handler: async (request, reply) => sendPdf(reply, await adminCertificatePdf(deps, request.params.code)),
  });
  api.route({
    ...routeOf(api, endpoints.revoke, {
      tags,
      summary: 'Revoke a valid certificate with a reason; needs a recent sign-in; in the order history',
    }),
    preHandler: recentSignIn,
    handler: async (request) => revokeOrderCertificate(deps, request.admin, request.params.code, request.body.reason),
  });
  api.route({
    ...routeOf(api, endpoints.reissue, {
      tags,
      summary: 'Replace a valid certificate with a new code and mail it; needs a recent sign-in',
    }),
    preHandler: recentSignIn,
    handler: async (request) => reissueOrderCertificate(deps, request.admin, request.params.code),
  });
  api.route({
    ...routeOf(api, endpoints.resend, { tags, summary: 'Mail a valid certificate to the buyer again' }),
    handler: async (request) => {
      await resendOrderCertificate(deps, request.params.code);
      return { success: true as const, message: CERTIFICATE_TEXT.resent };
    },
  });
}
