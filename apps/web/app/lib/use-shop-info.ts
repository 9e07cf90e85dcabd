import { useRouteLoaderData } from 'react-router';
import { type ShopInfo, shopInfo } from './shop-info.ts';

/** The gallery's name, contact and address from the settings the storefront layout loaded, else the defaults. */
export function useShopInfo(): ShopInfo {
  const data = useRouteLoaderData('routes/storefront-layout') as { shop?: ShopInfo | null } | undefined;
  return data?.shop ?? shopInfo;
}
