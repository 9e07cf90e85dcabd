import { data } from 'react-router';
import { shopNameOf } from '../lib/shop-info.ts';
import { OfferNotFound } from '../storefront/offers/offer-not-found.tsx';
import { OfferPage } from '../storefront/offers/offer-page.tsx';
import { ErrorPage, isNotFound } from '../ui/error-page.tsx';
import type { Route } from './+types/offer';

/** Tokens are 43 characters; anything longer is cut before it reaches the API (unknown either way). */
const TOKEN_MAX = 100;

export async function loader({ params, context }: Route.LoaderArgs) {
  const offer = await context.api.getOffer(params.token.slice(0, TOKEN_MAX));
  if (!offer) throw data(null, { status: 404, statusText: 'Not Found' });
  return { offer, token: params.token.slice(0, TOKEN_MAX) };
}

// A collector's personal page: never for search engines, never cached by the browser's history of others.
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  const title = loaderData ? `Your offer: ${loaderData.offer.artwork.title} — ${shopName}` : `Offer — ${shopName}`;
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
}

export default function OfferRoute({ loaderData }: Route.ComponentProps) {
  return <OfferPage key={loaderData.token} initial={loaderData.offer} token={loaderData.token} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isNotFound(error) ? <OfferNotFound /> : <ErrorPage error={error} />;
}
