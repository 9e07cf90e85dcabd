import { CERTIFICATE_TEXT, certificateEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../../platform/errors.ts';
import { routeOf } from '../../platform/http/contract-route.ts';
import { perClientLimit } from '../../platform/http/rate-limit.ts';
import { type CertificateReadDeps, publicCertificate } from './certificate-service.ts';

/** Lookups per client and minute, on the API and the page alike: enough to check, too few to guess. */
export const CERTIFICATE_LOOKUPS_PER_MINUTE = 30;

/** The public check of a certificate by its code (gallery.md §2). */
export async function certificateStorefrontRoutes(app: FastifyInstance, deps: CertificateReadDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, certificateEndpoints.get, {
      tags: ['certificates'],
      summary: 'A certificate of authenticity by its code: the work, its edition, the gallery and whether it is valid',
    }),
    config: { rateLimit: perClientLimit(CERTIFICATE_LOOKUPS_PER_MINUTE) },
    handler: async (request, reply) => {
      const found = await publicCertificate(deps, request.params.code);
      // A status can change (revoked): always asked afresh, and never indexed.
      reply.header('Cache-Control', 'no-store');
      reply.header('X-Robots-Tag', 'noindex');
      if (!found) throw new NotFound(CERTIFICATE_TEXT.notFound);
      return found;
    },
  });
}
