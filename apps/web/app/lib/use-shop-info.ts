import { useRouteLoaderData } from 'react-router';
import { type ShopInfo, STOREFRONT_LAYOUT_ID, shopInfo } from './shop-info.ts';

/** The gallery's name, contact and address from the settings the storefront layout loaded, else the defaults. */
export function useShopInfo(): ShopInfo {
  const data = useRouteLoaderData(STOREFRONT_LAYOUT_ID) as { shop?: ShopInfo | null } | undefined;
  return data?.shop ?? shopInfo;
}
