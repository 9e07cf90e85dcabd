import { orderDraftResponse } from '../card-checkout.ts';
import { errorBody, idParam } from '../common.ts';
import {
  adminOffer,
  adminOffers,
  collectorHold,
  collectorHoldBody,
  collectorHolds,
  collectorOffer,
  counterBody,
  offerBody,
  offerCardBody,
  offerInvoiceBody,
  offerInvoiceSent,
  offerSent,
  offerTokenParams,
} from '../offers.ts';
import { endpoint } from './endpoint.ts';

/** A collector's side of an offer: making it, and the personal link (gallery.md §5). */
export const offerEndpoints = {
  /** 201 when stored; 400 for a bad amount, a work that takes no offers, or a fourth open offer. */
  make: endpoint({
    method: 'POST',
    path: '/api/offers',
    body: offerBody,
    responses: { 201: offerSent, 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
  }),
  /** The offer behind a personal link; an unknown token is a 404 like a malformed one. */
  get: endpoint({
    method: 'GET',
    path: '/api/offers/:token',
    params: offerTokenParams,
    responses: { 200: collectorOffer, 404: errorBody, 429: errorBody },
  }),
  /** The collector accepts the gallery's counteroffer: the unit is held for them (409 when gone). */
  acceptCounter: endpoint({
    method: 'POST',
    path: '/api/offers/:token/accept',
    params: offerTokenParams,
    responses: { 200: collectorOffer, 404: errorBody, 409: errorBody, 429: errorBody },
  }),
  /**
   * A card checkout of the held unit at the agreed price: then the card endpoints (payment intent,
   * finalize) as for Buy Now. 503 when the shop takes no cards.
   */
  cardDraft: endpoint({
    method: 'POST',
    path: '/api/offers/:token/card-draft',
    params: offerTokenParams,
    body: offerCardBody,
    responses: {
      200: orderDraftResponse,
      400: errorBody,
      404: errorBody,
      409: errorBody,
      429: errorBody,
      503: errorBody,
    },
  }),
  /** The order at the agreed price, by invoice; the e-mail is the offer's. */
  sendInvoice: endpoint({
    method: 'POST',
    path: '/api/offers/:token/send-invoice',
    params: offerTokenParams,
    body: offerInvoiceBody,
    responses: { 200: offerInvoiceSent, 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
  }),
};

const moved = { 200: adminOffer, 400: errorBody, 404: errorBody, 409: errorBody };

/** The back office's Offers and Holds. */
export const adminOfferEndpoints = {
  list: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/offers',
    responses: { 200: adminOffers },
  }),
  accept: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/offers/:id/accept',
    params: idParam,
    responses: moved,
  }),
  decline: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/offers/:id/decline',
    params: idParam,
    responses: moved,
  }),
  counter: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/offers/:id/counter',
    params: idParam,
    body: counterBody,
    responses: moved,
  }),
  holds: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/holds',
    responses: { 200: collectorHolds },
  }),
  /** Holds one unit of the work for a collector until the end of `until` (409 when none is free). */
  hold: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/artworks/:id/holds',
    params: idParam,
    body: collectorHoldBody,
    responses: { 201: collectorHold, 400: errorBody, 404: errorBody, 409: errorBody },
  }),
  release: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/holds/:id/release',
    params: idParam,
    responses: { 200: collectorHold, 404: errorBody, 409: errorBody },
  }),
};
