import { z } from 'zod';
import {
  finalizeOrderBody,
  finalizeOrderResponse,
  orderDraftBody,
  orderDraftResponse,
  paidInvoiceRequest,
  paymentIntentBody,
  paymentIntentResponse,
  sandboxConfirmBody,
  sandboxConfirmResponse,
} from '../card-checkout.ts';
import { invoiceRequest, invoiceSentBody, pricesChangedBody } from '../checkout.ts';
import { errorBody } from '../common.ts';
import { confirmOrderBody, confirmOrderResponse } from '../invoice-holds.ts';
import {
  customerOrderList,
  lookupCodeBody,
  lookupCodeResponse,
  lookupToken,
  lookupVerifyBody,
  ordersQuery,
} from '../order-lookup.ts';
import { costsRequest, saleCostsView } from '../sale-costs.ts';
import { endpoint } from './endpoint.ts';

/** Buying and finding one's orders: invoice checkout, card checkout and the order look-up. */
export const orderEndpoints = {
  /** What the cart costs to a destination (shipping, tax, total) before the buyer commits; holds nothing. */
  checkoutCosts: endpoint({
    method: 'POST',
    path: '/api/checkout/costs',
    body: costsRequest,
    responses: { 200: saleCostsView, 400: errorBody, 409: errorBody, 429: errorBody },
  }),
  /**
   * The invoice request (with an optional Idempotency-Key header), or `{ draft_id, email }` for
   * the paid invoice of a card order; 409 names a sold-out work or carries the new prices.
   */
  sendInvoice: endpoint({
    method: 'POST',
    path: '/api/send-invoice',
    body: z.union([invoiceRequest, paidInvoiceRequest]),
    responses: {
      200: invoiceSentBody,
      400: errorBody,
      404: errorBody,
      409: z.union([pricesChangedBody, errorBody]),
      422: errorBody,
      429: errorBody,
    },
  }),
  confirmOrder: endpoint({
    method: 'POST',
    path: '/api/orders/confirm',
    body: confirmOrderBody,
    responses: { 200: confirmOrderResponse, 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
  }),
  requestLookupCode: endpoint({
    method: 'POST',
    path: '/api/orders/lookup',
    body: lookupCodeBody,
    responses: { 200: lookupCodeResponse, 400: errorBody, 429: errorBody },
  }),
  verifyLookupCode: endpoint({
    method: 'POST',
    path: '/api/orders/verify',
    body: lookupVerifyBody,
    responses: { 200: lookupToken, 400: errorBody, 429: errorBody },
  }),
  /** With the look-up token as a bearer token. */
  listOrders: endpoint({
    method: 'GET',
    path: '/api/orders',
    query: ordersQuery,
    responses: { 200: customerOrderList, 400: errorBody, 401: errorBody },
  }),
  createDraft: endpoint({
    method: 'POST',
    path: '/api/order-drafts',
    body: orderDraftBody,
    responses: { 200: orderDraftResponse, 400: errorBody, 409: errorBody, 503: errorBody },
  }),
  createPaymentIntent: endpoint({
    method: 'POST',
    path: '/api/create-payment-intent',
    body: paymentIntentBody,
    responses: { 200: paymentIntentResponse, 404: errorBody, 409: errorBody, 503: errorBody },
  }),
  finalizeOrder: endpoint({
    method: 'POST',
    path: '/api/orders',
    body: finalizeOrderBody,
    responses: { 200: finalizeOrderResponse, 404: errorBody, 409: errorBody, 503: errorBody },
  }),
  /** Test shops only (the sandbox provider). */
  confirmSandboxPayment: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/confirm',
    body: sandboxConfirmBody,
    responses: { 200: sandboxConfirmResponse, 402: errorBody, 503: errorBody },
  }),
  /** Stripe's events; the body is checked against the signature, not a schema. */
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/webhooks/stripe',
    responses: { 200: z.object({ received: z.literal(true) }), 400: errorBody, 503: errorBody },
  }),
};
