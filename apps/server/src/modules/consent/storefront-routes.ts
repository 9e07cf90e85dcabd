import { visitorMessageEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CountryResolver } from '../../platform/geo/country.ts';
import { routeOf } from '../../platform/http/contract-route.ts';
import { PUBLIC_BODY_LIMIT, perClientLimit } from '../../platform/http/rate-limit.ts';
import { type ConsentDeps, recordConsent } from './service.ts';

export type ConsentRouteDeps = ConsentDeps & { country: CountryResolver };

export async function consentRoutes(app: FastifyInstance, deps: ConsentRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, visitorMessageEndpoints.cookieConsent, {
      tags: ['cookies'],
      summary:
        "Record a visitor's cookie choice (and the guest e-mail its browser remembered); the country is derived on the server",
    }),
    config: { rateLimit: perClientLimit(20) },
    bodyLimit: PUBLIC_BODY_LIMIT,
    handler: async (request, reply) => {
      await recordConsent(deps, request.body, await deps.country.countryOf(request));
      reply.header('Cache-Control', 'no-store');
      return { success: true as const };
    },
  });
}
