import { errorBody } from '../common.ts';
import {
  contactBody,
  contactResponse,
  cookieConsentBody,
  cookieConsentResponse,
  inquiryBody,
  newsletterSubscribeBody,
  newsletterSubscribeResponse,
} from '../storefront-forms.ts';
import { endpoint } from './endpoint.ts';

/** What a visitor sends the shop: a newsletter sign-up, a contact message, a cookie choice. */
export const visitorMessageEndpoints = {
  /** 201 when subscribed now, 200 when the address already was. */
  subscribeNewsletter: endpoint({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    body: newsletterSubscribeBody,
    responses: { 200: newsletterSubscribeResponse, 201: newsletterSubscribeResponse, 400: errorBody, 429: errorBody },
  }),
  contact: endpoint({
    method: 'POST',
    path: '/api/contact',
    body: contactBody,
    responses: { 200: contactResponse, 400: errorBody, 429: errorBody },
  }),
  /** A question about one work; 404 for a work the gallery does not have. */
  inquiry: endpoint({
    method: 'POST',
    path: '/api/inquiries',
    body: inquiryBody,
    responses: { 200: contactResponse, 400: errorBody, 404: errorBody, 429: errorBody },
  }),
  cookieConsent: endpoint({
    method: 'POST',
    path: '/api/cookies/accept',
    body: cookieConsentBody,
    responses: { 200: cookieConsentResponse, 400: errorBody, 429: errorBody },
  }),
};
