import { CERTIFICATE_TEXT, certificateEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../../../platform/errors.ts';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { sendPdf } from '../../../platform/http/pdf-reply.ts';
import { perClientLimit } from '../../../platform/http/rate-limit.ts';
import { type CertificatePdfDeps, certificateFilename, certificatePdf, findByCode } from '../../certificates/index.ts';
import { findOrder } from '../core/order-repo.ts';
import { type LookupDeps, verifiedAddress } from './order-lookup.ts';

/** A valid certificate's PDF for the buyer whose verified address placed its order; 404 for anyone else. */
async function customerCertificatePdf(deps: LookupDeps & CertificatePdfDeps, token: string | undefined, code: string) {
  const email = await verifiedAddress(deps, token);
  const row = await findByCode(deps.db, code);
  const order = row?.status === 'valid' ? await findOrder(deps.db, row.order_id) : undefined;
  if (!row || order?.email !== email) throw new NotFound(CERTIFICATE_TEXT.notFound);
  return { filename: certificateFilename(row.code), pdf: await certificatePdf(deps, row) };
}

/** The buyer's certificates from the verified order list (gallery.md §2). */
export async function customerCertificateRoutes(
  app: FastifyInstance,
  deps: LookupDeps & CertificatePdfDeps,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, certificateEndpoints.customerPdf, {
      tags: ['orders'],
      summary: "A certificate's PDF, with the look-up token of the address that bought the work",
    }),
    config: { rateLimit: perClientLimit(30) },
    handler: async (request, reply) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      return sendPdf(reply, await customerCertificatePdf(deps, token, request.params.code));
    },
  });
}
