import {
  adminAccountEndpoints,
  adminArtistEndpoints,
  adminArtworkEndpoints,
  adminCertificateEndpoints,
  adminCookieEndpoints,
  adminFormatEndpoints,
  adminHeroMediaEndpoints,
  adminMessageEndpoints,
  adminNewsletterEndpoints,
  adminOfferEndpoints,
  adminOrderEndpoints,
  adminPaymentDetailsEndpoints,
  adminPayoutEndpoints,
  adminSalesEndpoints,
  adminShopSettingsEndpoints,
  adminUserEndpoints,
  catalogEndpoints,
  type Endpoint,
  type EndpointArgs,
  type EndpointSuccess,
  opsEndpoints,
  urlOf,
} from '@vernissage/contract';
import { type AdminCallOptions, type AdminResult, adminCall } from './client.ts';

/** One endpoint as the back office calls it; `url` builds its address for downloads and uploads. */
type AdminMethod<E extends Endpoint> = ((
  ...args: object extends EndpointArgs<E>
    ? [args?: EndpointArgs<E>, options?: AdminCallOptions]
    : [args: EndpointArgs<E>, options?: AdminCallOptions]
) => Promise<AdminResult<EndpointSuccess<E>>>) & {
  endpoint: E;
  url(args?: EndpointArgs<E>): string;
};
type AdminClient<G extends Record<string, Endpoint>> = { [K in keyof G]: AdminMethod<G[K]> };

function clientOf<G extends Record<string, Endpoint>>(group: G): AdminClient<G> {
  const methods = Object.entries(group).map(([name, endpoint]) => {
    const call = (args: EndpointArgs<Endpoint> = {}, options?: AdminCallOptions) => adminCall(endpoint, args, options);
    return [name, Object.assign(call, { endpoint, url: (args = {}) => urlOf(endpoint, args) })];
  });
  return Object.fromEntries(methods) as AdminClient<G>;
}

/**
 * The back office's API, tab by tab, built from the contract's endpoints: hooks call
 * `adminApi.orders.setStatus({ params: { id }, body })` and never write a path.
 */
export const adminApi = {
  account: clientOf(adminAccountEndpoints),
  artists: clientOf(adminArtistEndpoints),
  artworks: clientOf(adminArtworkEndpoints),
  certificates: clientOf(adminCertificateEndpoints),
  cookies: clientOf(adminCookieEndpoints),
  formats: clientOf(adminFormatEndpoints),
  heroMedia: clientOf({ ...adminHeroMediaEndpoints, current: catalogEndpoints.heroMedia }),
  messages: clientOf(adminMessageEndpoints),
  newsletter: clientOf(adminNewsletterEndpoints),
  offers: clientOf(adminOfferEndpoints),
  orders: clientOf(adminOrderEndpoints),
  paymentDetails: clientOf(adminPaymentDetailsEndpoints),
  payouts: clientOf(adminPayoutEndpoints),
  sales: clientOf(adminSalesEndpoints),
  shopSettings: clientOf(adminShopSettingsEndpoints),
  users: clientOf(adminUserEndpoints),
  ops: clientOf(opsEndpoints),
};
