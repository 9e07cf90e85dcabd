import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@vernissage/contract';

export type ShopInfo = Pick<ShopSettings, 'shopName' | 'contactEmail' | 'phone' | 'address' | 'social'>;

/** The gallery's public details until the settings API provides them: the contract's defaults. */
export const shopInfo: ShopInfo = toShopInfo(DEFAULT_SHOP_SETTINGS);

/** The public details out of the shop's settings (the storefront layout loads them once). */
export function toShopInfo({ shopName, contactEmail, phone, address, social }: ShopSettings): ShopInfo {
  return { shopName, contactEmail, phone, address, social };
}

export const shopTagline = 'Original art and limited editions';

/** A `tel:` link for a phone number as people write it: `+1 (212) 555-0148` -> `tel:+12125550148`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The social links that are set, labelled for display. */
export function socialLinks(social: ShopInfo['social']): { label: string; href: string }[] {
  const labels = { instagram: 'Instagram', pinterest: 'Pinterest', facebook: 'Facebook' } as const;
  return (Object.keys(labels) as (keyof typeof labels)[])
    .filter((key) => social[key])
    .map((key) => ({ label: labels[key], href: social[key] }));
}
