import { invitationEndpoints as endpoints, INVITATION_INVALID } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { perClientLimit } from '../../../platform/http/rate-limit.ts';
import { setRefreshCookie } from '../core/refresh-cookie.ts';
import { clientOf } from '../core/route-limits.ts';
import { acceptInvitation, getInvitation, type InvitationDeps } from './invitation-service.ts';

/**
 * The invitation link's API: public (the token is the credential), outside /api/admin so the
 * admin route walk stays strict, and rate limited per client address like the other public writes.
 */
export async function adminInvitationRoutes(app: FastifyInstance, deps: InvitationDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  api.route({
    ...routeOf(api, endpoints.get, { tags, summary: `Whom an invitation link is for; 404 '${INVITATION_INVALID}'` }),
    config: { rateLimit: perClientLimit(30) },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getInvitation(deps, request.params.token);
    },
  });
  api.route({
    ...routeOf(api, endpoints.accept, {
      tags,
      summary: 'Set the password of an invited admin, use the link up and sign in',
    }),
    config: { rateLimit: perClientLimit(10) },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const signedIn = await acceptInvitation(deps, request.params.token, request.body, clientOf(request));
      setRefreshCookie(reply, signedIn.refreshToken, deps.publicUrl);
      return signedIn.body;
    },
  });
}
