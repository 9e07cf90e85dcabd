import { Readable } from 'node:stream';
import { adminOrderEndpoints as endpoints, ORDERS_TEXT } from '@vernissage/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogCache } from '../../../platform/cache/catalog-cache.ts';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { sendJsonBody } from '../../../platform/http/json-body.ts';
import { orderStatementPdf, sendOrderStatement } from '../documents/order-statement.ts';
import { extendHoldByAdmin, releaseHoldByAdmin } from '../holds/order-hold.ts';
import { adminOrdersPage } from './admin-list-cache.ts';
import { getAdminOrderDetail } from './admin-service.ts';
import { setOrderStatus } from './order-status.ts';
import { ordersCsv } from './orders-csv.ts';
import { type PaymentStatusDeps, setPaymentStatus } from './payment-status.ts';

const tags = ['admin'];

/** The Orders tab, registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminOrderRoutes(
  app: FastifyInstance,
  deps: PaymentStatusDeps & { listCache: CatalogCache },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.list, {
      tags,
      summary: 'A page of orders, newest first, filtered; with the number of matches',
    }),
    handler: async (request, reply) =>
      sendJsonBody(request, reply as FastifyReply, await adminOrdersPage(deps, request.query)),
  });
  api.route({
    ...routeOf(api, endpoints.exportCsv, {
      tags,
      summary: 'Every order matching the filters as CSV, for the accountant',
    }),
    handler: async (request, reply) => {
      const day = deps.clock.now().toISOString().slice(0, 10);
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="orders-${day}.csv"`);
      return reply.send(Readable.from(ordersCsv(deps, request.query)));
    },
  });
  api.route({
    ...routeOf(api, endpoints.get, { tags, summary: 'One order with its items, history and payments' }),
    handler: async (request) => getAdminOrderDetail(deps, request.params.id),
  });
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
    ...routeOf(api, endpoints.setPaymentStatus, { tags, summary: 'Set the payment status; recorded in the history' }),
    handler: async (request) => ({
      order: await setPaymentStatus(deps, request.admin, request.params.id, request.body.paymentStatus),
    }),
  });
  api.route({
    ...routeOf(api, endpoints.setStatus, {
      tags,
      summary: 'Move the order to its next status (carrier and tracking number when shipped)',
    }),
    handler: async (request) => ({ order: await setOrderStatus(deps, request.admin, request.params.id, request.body) }),
  });
  api.route({
    ...routeOf(api, endpoints.releaseHold, {
      tags,
      summary:
        "Release an unpaid invoice order's hold now: its works go back on sale, the order is cancelled " +
        '(its invoice number stays used) and the buyer is told; recorded in the history',
    }),
    handler: async (request) => ({ order: await releaseHoldByAdmin(deps, request.admin, request.params.id) }),
  });
  api.route({
    ...routeOf(api, endpoints.extendHold, {
      tags,
      summary: "Keep an unpaid invoice order's works reserved to the end of a later day; recorded in the history",
    }),
    handler: async (request) => ({
      order: await extendHoldByAdmin(deps, request.admin, request.params.id, request.body.until),
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
