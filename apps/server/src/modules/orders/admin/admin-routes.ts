import { Readable } from 'node:stream';
import {
  adminOrderDetail,
  adminOrderList,
  adminOrderResponse,
  adminOrdersExportQuery,
  adminOrdersQuery,
  errorBody,
  ORDERS_TEXT,
  orderIdParams,
  orderStatusBody,
  paymentStatusBody,
  sendOrderPdfBody,
  sendOrderPdfResponse,
} from '@vernissage/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogCache } from '../../../platform/cache/catalog-cache.ts';
import { sendJsonBody } from '../../../platform/http/json-body.ts';
import { orderStatementPdf, sendOrderStatement } from '../documents/order-statement.ts';
import { releaseHoldByAdmin } from '../holds/order-hold.ts';
import { adminOrdersPage } from './admin-list-cache.ts';
import { getAdminOrderDetail } from './admin-service.ts';
import { setOrderStatus } from './order-status.ts';
import { ordersCsv } from './orders-csv.ts';
import { type PaymentStatusDeps, setPaymentStatus } from './payment-status.ts';

const tags = ['admin'];
const failures = { 400: errorBody, 404: errorBody, 409: errorBody };

/** The Orders tab, registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminOrderRoutes(
  app: FastifyInstance,
  deps: PaymentStatusDeps & { listCache: CatalogCache },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/orders',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'A page of orders, newest first, filtered; with the number of matches',
        querystring: adminOrdersQuery,
        response: { 200: adminOrderList, 400: errorBody },
      },
    },
    async (request, reply) => sendJsonBody(request, reply as FastifyReply, await adminOrdersPage(deps, request.query)),
  );
  api.get(
    '/orders/export.csv',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Every order matching the filters as CSV, for the accountant',
        querystring: adminOrdersExportQuery,
      },
    },
    async (request, reply) => {
      const day = deps.clock.now().toISOString().slice(0, 10);
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="orders-${day}.csv"`);
      return reply.send(Readable.from(ordersCsv(deps, request.query)));
    },
  );
  api.get(
    '/orders/:id',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'One order with its items, history and payments',
        params: orderIdParams,
        response: { 200: adminOrderDetail, 404: errorBody },
      },
    },
    async (request) => getAdminOrderDetail(deps, request.params.id),
  );
  api.get(
    '/orders/:id/pdf',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: "The order's current statement PDF (invoice, payments, storage, amount owed)",
        params: orderIdParams,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await orderStatementPdf(deps, request.params.id);
      reply.header('Content-Type', 'application/pdf');
      reply.header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
      return reply.send(pdf);
    },
  );
  api.put(
    '/orders/:id/payment-status',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Set the payment status; recorded in the history',
        params: orderIdParams,
        body: paymentStatusBody,
        response: { 200: adminOrderResponse, ...failures },
      },
    },
    async (request) => ({
      order: await setPaymentStatus(deps, request.admin, request.params.id, request.body.paymentStatus),
    }),
  );
  api.put(
    '/orders/:id/status',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Move the order to its next status (carrier and tracking number when shipped)',
        params: orderIdParams,
        body: orderStatusBody,
        response: { 200: adminOrderResponse, ...failures },
      },
    },
    async (request) => ({ order: await setOrderStatus(deps, request.admin, request.params.id, request.body) }),
  );
  api.post(
    '/orders/:id/release-hold',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary:
          "Release an unpaid invoice order's hold now: its works go back on sale, the order is cancelled " +
          '(its invoice number stays used) and the buyer is told; recorded in the history',
        params: orderIdParams,
        response: { 200: adminOrderResponse, ...failures },
      },
    },
    async (request) => ({ order: await releaseHoldByAdmin(deps, request.admin, request.params.id) }),
  );
  api.post(
    '/send-detailed-order-pdf',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: "E-mail the buyer the order's current statement PDF (through the outbox)",
        body: sendOrderPdfBody,
        response: { 200: sendOrderPdfResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await sendOrderStatement(deps, request.admin, request.body.orderId);
      return { success: true as const, message: ORDERS_TEXT.pdfSent };
    },
  );
}
