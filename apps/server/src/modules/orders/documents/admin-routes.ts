import { adminOrderEndpoints as endpoints, ORDERS_TEXT } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { orderStatementPdf, type StatementDeps, sendOrderStatement } from './order-statement.ts';
import { setOrderShipping } from './set-shipping.ts';

const tags = ['admin'];

/** The Orders tab's statement PDF: downloaded, or e-mailed to the buyer (URLs relative to /api/admin). */
export async function statementRoutes(app: FastifyInstance, deps: StatementDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.pdf, {
      tags,
      summary: "The order's current statement PDF (invoice, payments, storage, amount owed)",
    }),
    handler: async (request, reply) => {
      const { filename, pdf } = await orderStatementPdf(deps, request.params.id);
      reply.header('Content-Type', 'application/pdf');
      reply.header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
      return reply.send(pdf);
    },
  });
  api.route({
    ...routeOf(api, endpoints.setShipping, {
      tags,
      summary:
        "Set an unpaid order's shipping (its quote, or a revision): tax and total follow, the history records it, " +
        'the buyer is mailed the revised invoice. 409 for a paid, cancelled or storage order.',
    }),
    handler: async (request) => ({
      order: await setOrderShipping(deps, request.admin, request.params.id, request.body.amount),
    }),
  });
  api.route({
    ...routeOf(api, endpoints.sendPdf, {
      tags,
      summary: "E-mail the buyer the order's current statement PDF (through the outbox)",
    }),
    handler: async (request) => {
      await sendOrderStatement(deps, request.admin, request.body.orderId);
      return { success: true as const, message: ORDERS_TEXT.pdfSent };
    },
  });
}
