import { CARD_TEXT, HOLD_TEXT, INVOICE_HOLD, OFFER_RULES, OFFER_TEXT, offerEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/errors.ts';
import { routeOf } from '../../platform/http/contract-route.ts';
import { PUBLIC_BODY_LIMIT, perClientLimit } from '../../platform/http/rate-limit.ts';
import { payOfferByCard } from './offer-card.ts';
import { acceptCounter, collectorOffer, makeOffer, type OfferDeps, sendOfferInvoice } from './offers-service.ts';

const tags = ['offers'];
const HOUR_MS = 60 * 60_000;
/** Look-ups of a link per client and minute: a person reloads, nobody guesses 256 bits. */
export const OFFER_LINK_LOOKUPS_PER_MINUTE = 30;

/** A collector's side of an offer (gallery.md §5): making it, and the personal link. */
export async function offerStorefrontRoutes(
  app: FastifyInstance,
  deps: OfferDeps & { cardPayments: boolean },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, offerEndpoints.make, {
      tags,
      summary:
        'An offer on one format of a work that takes offers, at most its listed price; mailed to the collector and the shop',
    }),
    // Each offer stores a row and sends two e-mails: limited like the contact form.
    config: { rateLimit: perClientLimit(OFFER_RULES.perClientPerMinute) },
    bodyLimit: PUBLIC_BODY_LIMIT,
    handler: async (request, reply) => {
      await makeOffer(deps, request.body);
      reply.header('Cache-Control', 'no-store').code(201);
      return { success: true as const, message: OFFER_TEXT.sent };
    },
  });
  api.route({
    ...routeOf(api, offerEndpoints.get, { tags, summary: 'The offer behind a collector’s personal link' }),
    config: { rateLimit: perClientLimit(OFFER_LINK_LOOKUPS_PER_MINUTE) },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return collectorOffer(deps, request.params.token);
    },
  });
  api.route({
    ...routeOf(api, offerEndpoints.acceptCounter, {
      tags,
      summary: "The collector accepts the gallery's counteroffer: a unit is held for them 48 hours (409 when gone)",
    }),
    config: { rateLimit: perClientLimit(OFFER_LINK_LOOKUPS_PER_MINUTE) },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return acceptCounter(deps, request.params.token);
    },
  });
  api.route({
    ...routeOf(api, offerEndpoints.cardDraft, {
      tags,
      summary: 'A card checkout of the held unit at the agreed price (503 when the shop takes no cards)',
    }),
    bodyLimit: PUBLIC_BODY_LIMIT,
    config: { rateLimit: perClientLimit(20) },
    handler: async (request, reply) => {
      if (!deps.cardPayments) throw new HttpError(503, CARD_TEXT.cardsOff);
      reply.header('Cache-Control', 'no-store');
      return payOfferByCard(deps, request.params.token, request.body);
    },
  });
  api.route({
    ...routeOf(api, offerEndpoints.sendInvoice, {
      tags,
      summary: 'The invoice order of an accepted offer at the agreed price (the offer’s e-mail, the held unit)',
    }),
    bodyLimit: PUBLIC_BODY_LIMIT,
    // Per hour like the invoice checkout: each order mails an invoice (decision 028).
    config: {
      rateLimit: perClientLimit(INVOICE_HOLD.maxRequestsPerClientPerHour, HOUR_MS, HOLD_TEXT.tooManyRequests),
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return sendOfferInvoice(deps, request.params.token, request.body);
    },
  });
}
