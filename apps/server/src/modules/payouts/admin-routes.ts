import { adminPayoutEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import { sendPdf } from '../../platform/http/pdf-reply.ts';
import { requireRecentSignIn } from '../admins/index.ts';
import { payoutsCsv } from './payouts-csv.ts';
import { artistPayouts, type PayoutDeps, payoutSummary, recordPayout } from './payouts-service.ts';
import { sendStatement, statementPdf } from './statement.ts';

const tags = ['admin'];

/** The Artist Payouts tab (Owners only, the role on each endpoint; URLs relative to /api/admin). */
export async function adminPayoutRoutes(app: FastifyInstance, deps: PayoutDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.summary, {
      tags,
      summary: "Each artist's sales, shares and payouts for a period, and the balance owed",
    }),
    handler: async (request) => payoutSummary(deps, request.query),
  });
  api.route({
    ...routeOf(api, endpoints.exportCsv, { tags, summary: "The period's sales and reversals of every artist as CSV" }),
    handler: async (request, reply) => {
      const { filename, csv } = await payoutsCsv(deps, request.query);
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="${filename}"`);
      return reply.send(csv);
    },
  });
  api.route({
    ...routeOf(api, endpoints.artist, {
      tags,
      summary: "One artist's lines and payouts for a period, with the balance owed",
    }),
    handler: async (request) => artistPayouts(deps, request.params.artistId, request.query),
  });
  api.route({
    ...routeOf(api, endpoints.statementPdf, { tags, summary: "The artist's statement PDF for the period" }),
    handler: async (request, reply) => {
      const { pdf, filename } = await statementPdf(deps, request.params.artistId, request.query);
      return sendPdf(reply, { pdf, filename });
    },
  });
  api.route({
    ...routeOf(api, endpoints.sendStatement, { tags, summary: "E-mail the artist's statement PDF for the period" }),
    handler: async (request) => ({
      success: true as const,
      message: await sendStatement(deps, request.params.artistId, request.body),
    }),
  });
  api.route({
    ...routeOf(api, endpoints.recordPayout, {
      tags,
      summary: 'Record a payout to an artist (recent sign-in; refused above the balance owed)',
    }),
    preHandler: requireRecentSignIn(deps),
    handler: async (request, reply) => {
      const made = await recordPayout(deps, request.admin, request.params.artistId, request.body);
      return reply.code(201).send(made);
    },
  });
}
