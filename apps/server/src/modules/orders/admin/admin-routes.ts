import { Readable } from 'node:stream';
import { adminOrderEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogCache } from '../../../platform/cache/catalog-cache.ts';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { sendJsonBody } from '../../../platform/http/json-body.ts';
import { adminOrdersPage } from './admin-list-cache.ts';
import { getAdminOrderDetail } from './admin-service.ts';
import { setOrderStatus } from './order-status.ts';
import { ordersCsv } from './orders-csv.ts';
import { type PaymentStatusDeps, setPaymentStatus } from './payment-status.ts';

const tags = ['admin'];

/** The Orders tab's list, details and status changes (URLs relative to /api/admin). */
export async function ordersTabRoutes(
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
}
