import { DEFAULT_SHOP_SETTINGS, type ShopSettings, SOCIAL_NETWORKS, shipsFree } from '@vernissage/contract';

/** `shipsFree`: every class ships for 0 everywhere, so pages may say shipping is free (gallery.md §6). */
export type ShopInfo = Pick<
  ShopSettings,
  'shopName' | 'logo' | 'contactEmail' | 'phone' | 'address' | 'social' | 'currency'
> & { shipsFree: boolean };

/** The gallery's public details until the settings API provides them: the contract's defaults. */
export const shopInfo: ShopInfo = toShopInfo(DEFAULT_SHOP_SETTINGS);

/** The public details out of the shop's settings (the storefront layout loads them once per page). */
export function toShopInfo(s: ShopSettings): ShopInfo {
  const { shopName, logo, contactEmail, phone, address, social, currency } = s;
  return {
    shopName,
    logo,
    contactEmail,
    phone,
    address,
    social,
    currency,
    shipsFree: shipsFree(s.shippingRates, s.shippingZones),
  };
}

/** The route id of the storefront layout, whose loader holds the settings for every page. */
export const STOREFRONT_LAYOUT_ID = 'routes/storefront-layout';

type MatchLike = { id: string; loaderData?: unknown };

/** The gallery's name for a page's meta tags, from the layout's loaded settings (else the default). */
export function shopNameOf(matches: readonly (MatchLike | undefined)[]): string {
  const layout = matches.find((m) => m?.id === STOREFRONT_LAYOUT_ID)?.loaderData as
    | { shop?: ShopInfo | null }
    | undefined;
  return layout?.shop?.shopName ?? shopInfo.shopName;
}

/**
 * ', shipped free worldwide' for a page description while the shop ships everything free, else
 * nothing: a description never promises free shipping the checkout would not give (gallery.md §6).
 */
export function freeShippingClause(matches: readonly (MatchLike | undefined)[]): string {
  const layout = matches.find((m) => m?.id === STOREFRONT_LAYOUT_ID)?.loaderData as
    | { shop?: ShopInfo | null }
    | undefined;
  return (layout?.shop ?? shopInfo).shipsFree ? ', shipped free worldwide' : '';
}

export const shopTagline = 'Original art and limited editions';

/** A `tel:` link for a phone number as people write it: `+1 (212) 555-0148` -> `tel:+12125550148`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The social links that are set, labelled for display, in a fixed order. */
export function socialLinks(social: ShopInfo['social']): { label: string; href: string }[] {
  return SOCIAL_NETWORKS.filter(({ key }) => social[key]).map(({ key, label }) => ({ label, href: social[key] }));
}
