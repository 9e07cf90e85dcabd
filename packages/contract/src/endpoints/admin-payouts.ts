import { z } from 'zod';
import { errorBody } from '../common.ts';
import { artistPayouts, payout, payoutBody, payoutPeriodQuery, payoutSummary } from '../payouts.ts';
import { endpoint } from './endpoint.ts';

const artistParams = z.object({ artistId: z.string() });

/** The Artist Payouts tab (Owners only): the period's figures, one artist's lines, payouts, statements. */
export const adminPayoutEndpoints = {
  summary: endpoint({
    role: 'owner',
    method: 'GET',
    path: '/api/admin/payouts',
    query: payoutPeriodQuery,
    responses: { 200: payoutSummary, 400: errorBody },
  }),
  /** The period's lines of every artist as CSV. */
  exportCsv: endpoint({
    role: 'owner',
    method: 'GET',
    path: '/api/admin/payouts/export.csv',
    query: payoutPeriodQuery,
    responses: {},
  }),
  artist: endpoint({
    role: 'owner',
    method: 'GET',
    path: '/api/admin/payouts/:artistId',
    params: artistParams,
    query: payoutPeriodQuery,
    responses: { 200: artistPayouts, 400: errorBody, 404: errorBody },
  }),
  /** The artist's statement PDF for the period. */
  statementPdf: endpoint({
    role: 'owner',
    method: 'GET',
    path: '/api/admin/payouts/:artistId/statement.pdf',
    params: artistParams,
    query: payoutPeriodQuery,
    responses: {},
  }),
  /** E-mails the statement PDF to the artist; 409 when the artist has no e-mail address. */
  sendStatement: endpoint({
    role: 'owner',
    method: 'POST',
    path: '/api/admin/payouts/:artistId/statement',
    params: artistParams,
    body: payoutPeriodQuery,
    responses: {
      200: z.object({ success: z.literal(true), message: z.string() }),
      400: errorBody,
      404: errorBody,
      409: errorBody,
    },
  }),
  /** Needs a recent sign-in; 409 above the balance owed. */
  recordPayout: endpoint({
    role: 'owner',
    method: 'POST',
    path: '/api/admin/payouts/:artistId/payouts',
    params: artistParams,
    body: payoutBody,
    responses: { 201: payout, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
  }),
};
