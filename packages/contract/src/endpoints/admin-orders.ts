import {
  adminOrderDetail,
  adminOrderList,
  adminOrderResponse,
  adminOrdersExportQuery,
  adminOrdersQuery,
  markPeriodPaidBody,
  orderIdParams,
  orderStatusBody,
  paymentStatusBody,
  sendOrderPdfBody,
  sendOrderPdfResponse,
  setShippingBody,
  storageBillingParams,
  storageBillingResponse,
} from '../admin-orders.ts';
import { salesOverview, salesOverviewQuery } from '../admin-sales.ts';
import { errorBody } from '../common.ts';
import { extendHoldBody } from '../invoice-holds.ts';
import { endpoint } from './endpoint.ts';

const refused = { 400: errorBody, 404: errorBody, 409: errorBody };

/** The Orders tab: the list, one order, its documents and its moves, and its storage billing. */
export const adminOrderEndpoints = {
  list: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/orders',
    query: adminOrdersQuery,
    responses: { 200: adminOrderList, 400: errorBody },
  }),
  /** A CSV file of every order matching the filters. */
  exportCsv: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/orders/export.csv',
    query: adminOrdersExportQuery,
    responses: {},
  }),
  get: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/orders/:id',
    params: orderIdParams,
    responses: { 200: adminOrderDetail, 404: errorBody },
  }),
  /** The statement PDF. */
  pdf: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/orders/:id/pdf',
    params: orderIdParams,
    responses: {},
  }),
  setPaymentStatus: endpoint({
    role: 'staff',
    method: 'PUT',
    path: '/api/admin/orders/:id/payment-status',
    params: orderIdParams,
    body: paymentStatusBody,
    responses: { 200: adminOrderResponse, ...refused },
  }),
  setStatus: endpoint({
    role: 'staff',
    method: 'PUT',
    path: '/api/admin/orders/:id/status',
    params: orderIdParams,
    body: orderStatusBody,
    responses: { 200: adminOrderResponse, ...refused },
  }),
  releaseHold: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/orders/:id/release-hold',
    params: orderIdParams,
    responses: { 200: adminOrderResponse, ...refused },
  }),
  /** Keeps an unpaid invoice order's works reserved to the end of a later day (decision 052). */
  extendHold: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/orders/:id/extend-hold',
    params: orderIdParams,
    body: extendHoldBody,
    responses: { 200: adminOrderResponse, ...refused },
  }),
  /** The gallery sets a quoted (or revises the) shipping; the totals follow and the buyer gets the revised invoice. */
  setShipping: endpoint({
    role: 'staff',
    method: 'PUT',
    path: '/api/admin/orders/:id/shipping',
    params: orderIdParams,
    body: setShippingBody,
    responses: { 200: adminOrderResponse, ...refused },
  }),
  sendPdf: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/send-detailed-order-pdf',
    body: sendOrderPdfBody,
    responses: { 200: sendOrderPdfResponse, 400: errorBody, 404: errorBody },
  }),
  storageBilling: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/storage-billing/:orderId',
    params: storageBillingParams,
    responses: { 200: storageBillingResponse, 404: errorBody },
  }),
  markStoragePaid: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/storage-billing/:orderId/mark-paid',
    params: storageBillingParams,
    body: markPeriodPaidBody,
    responses: { 200: storageBillingResponse, ...refused },
  }),
};

/** The Sales tab. */
export const adminSalesEndpoints = {
  overview: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/sales-overview',
    query: salesOverviewQuery,
    responses: { 200: salesOverview, 400: errorBody },
  }),
};
