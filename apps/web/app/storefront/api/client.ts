import type {
  Artist,
  Artwork,
  CookieConsentBody,
  CustomerOrder,
  HeroMedia,
  InvoiceRequest,
  InvoiceSentBody,
  PricesChangedBody,
} from '@vernissage/contract';
import type { z } from 'zod';
import { type ApiResult, callApi } from '../../lib/api-client.ts';

/**
 * The storefront's one API client. Every answer is parsed with the contract's schemas; zod and the
 * schemas load with the first call (a separate chunk), so the first page's JavaScript stays small:
 * server-rendered pages need no API call to show.
 */
const schemas = () => import('./schemas.ts');

export type { ApiResult };

export async function getArtworks(
  query: URLSearchParams | string,
  signal?: AbortSignal,
): Promise<ApiResult<Artwork[]>> {
  const { artworkList } = await schemas();
  return callApi(`/api/artworks?${query}`, artworkList, signal ? { signal } : {});
}

export async function getArtists(query: URLSearchParams | string, signal?: AbortSignal): Promise<ApiResult<Artist[]>> {
  const { artistList } = await schemas();
  return callApi(`/api/artists?${query}`, artistList, signal ? { signal } : {});
}

export async function getArtist(id: string, signal?: AbortSignal): Promise<ApiResult<Artist>> {
  const { artist } = await schemas();
  return callApi(`/api/artists/${encodeURIComponent(id)}`, artist, signal ? { signal } : {});
}

/** The gallery's hero media, or null when there is none or it cannot be read (the hero falls back). */
export async function getHeroMedia(signal?: AbortSignal): Promise<HeroMedia | null> {
  const { heroMedia } = await schemas();
  const result = await callApi('/api/hero-media', heroMedia, signal ? { signal } : {});
  return result.ok ? result.data : null;
}

/** A form's outcome: the parsed answer, the server's `{ error }` text (or null), or no answer at all. */
export type PostResult<T> = { kind: 'ok'; data: T } | { kind: 'error'; error: string | null } | { kind: 'network' };

async function postForm<S extends z.ZodType>(path: string, schema: S, body: unknown): Promise<PostResult<z.output<S>>> {
  const result = await callApi(path, schema, { method: 'POST', json: body });
  if (result.ok) return { kind: 'ok', data: result.data };
  return result.network ? { kind: 'network' } : { kind: 'error', error: result.error };
}

export async function subscribeNewsletter(email: string) {
  return postForm('/api/newsletter/subscribe', (await schemas()).newsletterSubscribeResponse, { email });
}

export async function sendContactMessage(body: { name: string; email: string; message: string }) {
  return postForm('/api/contact', (await schemas()).contactResponse, body);
}

/** Reports the visitor's cookie choice; the answer is not needed and a failure changes nothing. */
export function reportConsent(body: CookieConsentBody): void {
  void schemas()
    .then(({ cookieConsentResponse }) =>
      callApi('/api/cookies/accept', cookieConsentResponse, { method: 'POST', json: body, keepalive: true }),
    )
    .catch(() => undefined);
}

export type InvoiceOutcome =
  | { kind: 'sent'; data: InvoiceSentBody }
  | { kind: 'prices'; quote: PricesChangedBody }
  | { kind: 'error'; error: string | null }
  | { kind: 'network' };

/**
 * POST /api/send-invoice with an Idempotency-Key (one per attempt: a retried request is the same
 * attempt, a confirmed new total is a new one). A 409 with new prices comes back as a quote.
 */
export async function sendInvoice(body: InvoiceRequest, idempotencyKey: string): Promise<InvoiceOutcome> {
  const { invoiceSentBody, pricesChangedBody } = await schemas();
  const result = await callApi('/api/send-invoice', invoiceSentBody, {
    method: 'POST',
    json: body,
    headers: { 'idempotency-key': idempotencyKey },
  });
  if (result.ok) return { kind: 'sent', data: result.data };
  if (result.network) return { kind: 'network' };
  const quote = pricesChangedBody.safeParse(result.body);
  return quote.success ? { kind: 'prices', quote: quote.data } : { kind: 'error', error: result.error };
}

/** The contract's own checks of an invoice request, run in the browser before it is sent. */
export async function checkInvoiceRequest(
  body: unknown,
): Promise<{ ok: true; data: InvoiceRequest } | { ok: false; issues: { path: PropertyKey[]; message: string }[] }> {
  const parsed = (await schemas()).invoiceRequest.safeParse(body);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: parsed.error.issues };
}

/** The invoice e-mail's confirm link, sent by the page it opens (a mail scanner's GET confirms nothing). */
export async function confirmOrder(token: string) {
  return postForm('/api/orders/confirm', (await schemas()).confirmOrderResponse, { token });
}

/** Asks for a one-time code to the address (the answer never says whether it has orders). */
export async function requestLookupCode(email: string) {
  return postForm('/api/orders/lookup', (await schemas()).lookupCodeResponse, { email });
}

/** Trades the code for a short-lived token that lists the address's orders. */
export async function verifyLookupCode(email: string, code: string) {
  return postForm('/api/orders/verify', (await schemas()).lookupToken, { email, code });
}

/** The address's orders, with the token its code gave. */
export async function getOrders(email: string, token: string): Promise<ApiResult<CustomerOrder[]>> {
  const { customerOrderList } = await schemas();
  return callApi(`/api/orders?email=${encodeURIComponent(email)}`, customerOrderList, {
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Card checkout: hold the work (a draft), get a payment intent, then make the order once paid. */
export async function createOrderDraft(body: {
  artwork_id: string;
  email: string;
  delivery_address: string;
  variant: string;
}) {
  return postForm('/api/order-drafts', (await schemas()).orderDraftResponse, body);
}

export async function createPaymentIntent(draftId: string) {
  return postForm('/api/create-payment-intent', (await schemas()).paymentIntentResponse, { draft_id: draftId });
}

/** The sandbox's card step (test mode); the answer's error is the card's message. */
export async function confirmSandboxPayment(body: {
  clientSecret: string;
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}) {
  return postForm('/api/payments/sandbox/confirm', (await schemas()).sandboxConfirmResponse, body);
}

/** The paid invoice of a card order (the order already queued its mail; this confirms it). */
export async function requestPaidInvoice(draftId: string, email: string) {
  return postForm('/api/send-invoice', (await schemas()).invoiceSentBody, { draft_id: draftId, email });
}

export async function finalizeOrder(draftId: string, paymentIntentId: string) {
  return postForm('/api/orders', (await schemas()).finalizeOrderResponse, {
    draft_id: draftId,
    payment_intent_id: paymentIntentId,
  });
}
