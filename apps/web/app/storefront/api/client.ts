import type {
  Artist,
  Artwork,
  CookieConsentBody,
  CostsRequest,
  CustomerOrder,
  Endpoint,
  EndpointArgs,
  EndpointSuccess,
  HeroMedia,
  InvoiceRequest,
  InvoiceSentBody,
  OfferBody,
  OfferCardBody,
  OfferInvoiceBody,
  PricesChangedBody,
} from '@vernissage/contract';
import type { ApiResult } from '../../lib/api-client.ts';
import { callEndpoint } from '../../lib/endpoint-call.ts';
import { errorText, offeredName, saveFile } from '../../lib/save-file.ts';

/**
 * The storefront's one API client. Every call goes through an endpoint of the contract and every
 * answer is parsed with its schemas; the endpoints (and zod) load with the first call (a separate
 * chunk), so the first page's JavaScript stays small: server-rendered pages need no API call to show.
 */
const schemas = () => import('./schemas.ts');

export type { ApiResult };

/** A query string, search parameters or the fields of the endpoint's query. */
type Query = URLSearchParams | string;

export async function getArtworks(query: Query, signal?: AbortSignal): Promise<ApiResult<Artwork[]>> {
  const { catalogEndpoints } = await schemas();
  return callEndpoint(catalogEndpoints.listArtworks, { query }, signal ? { signal } : {});
}

export async function getArtists(query: Query, signal?: AbortSignal): Promise<ApiResult<Artist[]>> {
  const { catalogEndpoints } = await schemas();
  return callEndpoint(catalogEndpoints.listArtists, { query }, signal ? { signal } : {});
}

export async function getArtist(id: string, signal?: AbortSignal): Promise<ApiResult<Artist>> {
  const { catalogEndpoints } = await schemas();
  return callEndpoint(catalogEndpoints.getArtist, { params: { id } }, signal ? { signal } : {});
}

/** The gallery's hero media, or null when there is none or it cannot be read (the hero falls back). */
export async function getHeroMedia(signal?: AbortSignal): Promise<HeroMedia | null> {
  const { catalogEndpoints } = await schemas();
  const result = await callEndpoint(catalogEndpoints.heroMedia, {}, signal ? { signal } : {});
  return result.ok ? result.data : null;
}

/** A form's outcome: the parsed answer, the server's `{ error }` text (or null), or no answer at all. */
export type PostResult<T> = { kind: 'ok'; data: T } | { kind: 'error'; error: string | null } | { kind: 'network' };

async function post<E extends Endpoint>(endpoint: E, args: EndpointArgs<E>): Promise<PostResult<EndpointSuccess<E>>> {
  const result = await callEndpoint(endpoint, args);
  if (result.ok) return { kind: 'ok', data: result.data };
  return result.network ? { kind: 'network' } : { kind: 'error', error: result.error };
}

const postForm = <E extends Endpoint>(endpoint: E, body: EndpointArgs<E>['body']) =>
  post(endpoint, { body } as EndpointArgs<E>);

export async function subscribeNewsletter(email: string) {
  return postForm((await schemas()).visitorMessageEndpoints.subscribeNewsletter, { email });
}

export async function sendContactMessage(body: { name: string; email: string; message: string }) {
  return postForm((await schemas()).visitorMessageEndpoints.contact, body);
}

/** 'Inquire about this work': the contact form's fields and the work's id. */
export async function sendInquiry(body: { name: string; email: string; message: string; artworkId: string }) {
  return postForm((await schemas()).visitorMessageEndpoints.inquiry, body);
}

/** Reports the visitor's cookie choice; the answer is not needed and a failure changes nothing. */
export function reportConsent(body: CookieConsentBody): void {
  void schemas()
    .then(({ visitorMessageEndpoints }) =>
      callEndpoint(visitorMessageEndpoints.cookieConsent, { body }, { keepalive: true }),
    )
    .catch(() => undefined);
}

export type InvoiceOutcome =
  | { kind: 'sent'; data: InvoiceSentBody }
  | { kind: 'prices'; quote: PricesChangedBody }
  | { kind: 'error'; error: string | null }
  | { kind: 'network' };

/**
 * The invoice request with an Idempotency-Key (one per attempt: a retried request is the same
 * attempt, a confirmed new total is a new one). A 409 with new prices comes back as a quote.
 */
export async function sendInvoice(body: InvoiceRequest, idempotencyKey: string): Promise<InvoiceOutcome> {
  const { orderEndpoints, pricesChangedBody } = await schemas();
  const result = await callEndpoint(
    orderEndpoints.sendInvoice,
    { body },
    { headers: { 'idempotency-key': idempotencyKey } },
  );
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
  return postForm((await schemas()).orderEndpoints.confirmOrder, { token });
}

/** Asks for a one-time code to the address (the answer never says whether it has orders). */
export async function requestLookupCode(email: string) {
  return postForm((await schemas()).orderEndpoints.requestLookupCode, { email });
}

/** Trades the code for a short-lived token that lists the address's orders. */
export async function verifyLookupCode(email: string, code: string) {
  return postForm((await schemas()).orderEndpoints.verifyLookupCode, { email, code });
}

/** The address's orders, with the token its code gave. */
export async function getOrders(email: string, token: string): Promise<ApiResult<CustomerOrder[]>> {
  const { orderEndpoints } = await schemas();
  return callEndpoint(
    orderEndpoints.listOrders,
    { query: { email } },
    { headers: { authorization: `Bearer ${token}` } },
  );
}

/** A file download's outcome: saved, refused (401 when the look-up token has expired), or no answer. */
export type DownloadOutcome =
  | { kind: 'saved' }
  | { kind: 'error'; status: number; error: string | null }
  | { kind: 'network' };

/**
 * A certificate of authenticity's PDF, with the token the address's code gave: a link cannot carry
 * it, so the file is fetched and saved from an object URL under the name the server offers.
 */
export async function downloadCertificatePdf(code: string, token: string): Promise<DownloadOutcome> {
  const { certificateEndpoints, urlOf } = await schemas();
  let res: Response;
  let file: Blob;
  try {
    res = await fetch(urlOf(certificateEndpoints.customerPdf, { params: { code } }), {
      headers: { authorization: `Bearer ${token}` },
      credentials: 'same-origin',
    });
    if (!res.ok) return { kind: 'error', status: res.status, error: await errorText(res) };
    file = await res.blob();
  } catch {
    return { kind: 'network' };
  }
  saveFile(file, offeredName(res.headers.get('Content-Disposition'), `certificate-${code}.pdf`));
  return { kind: 'saved' };
}

/** What the cart costs to a destination (shipping, tax, total), computed by the server; nothing is held. */
export async function getCheckoutCosts(body: CostsRequest) {
  return postForm((await schemas()).orderEndpoints.checkoutCosts, body);
}

/** Card checkout: hold the work (a draft), get a payment intent, then make the order once paid. */
export async function createOrderDraft(body: {
  artwork_id: string;
  email: string;
  delivery_address: string;
  variant: string;
  country?: string;
  region?: string;
}) {
  return postForm((await schemas()).orderEndpoints.createDraft, body);
}

export async function createPaymentIntent(draftId: string) {
  return postForm((await schemas()).orderEndpoints.createPaymentIntent, { draft_id: draftId });
}

/** The sandbox's card step (test mode); the answer's error is the card's message. */
export async function confirmSandboxPayment(body: {
  clientSecret: string;
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}) {
  return postForm((await schemas()).orderEndpoints.confirmSandboxPayment, body);
}

/** The paid invoice of a card order (the order already queued its mail; this confirms it). */
export async function requestPaidInvoice(draftId: string, email: string) {
  return postForm((await schemas()).orderEndpoints.sendInvoice, { draft_id: draftId, email });
}

export async function finalizeOrder(draftId: string, paymentIntentId: string) {
  return postForm((await schemas()).orderEndpoints.finalizeOrder, {
    draft_id: draftId,
    payment_intent_id: paymentIntentId,
  });
}

// --- offers (gallery.md §5)

/** A collector's offer on one format of a work. */
export async function makeOffer(body: OfferBody) {
  return postForm((await schemas()).offerEndpoints.make, body);
}

/** The collector accepts the gallery's counteroffer: the work is held for them. */
export async function acceptCounterOffer(token: string) {
  return post((await schemas()).offerEndpoints.acceptCounter, { params: { token } });
}

/** Buys the held work by invoice at the agreed price. */
export async function sendOfferInvoice(token: string, body: OfferInvoiceBody) {
  return post((await schemas()).offerEndpoints.sendInvoice, { params: { token }, body });
}

/** A card checkout of the held work at the agreed price; then the card steps as for Buy Now. */
export async function createOfferCardDraft(token: string, body: OfferCardBody) {
  return post((await schemas()).offerEndpoints.cardDraft, { params: { token }, body });
}

/** The contract's own checks of an offer, run in the browser before it is sent. */
export async function checkOffer(body: unknown) {
  const parsed = (await schemas()).offerBody.safeParse(body);
  return parsed.success
    ? { ok: true as const, data: parsed.data }
    : { ok: false as const, issues: parsed.error.issues.map((i) => ({ path: i.path, message: i.message })) };
}
