import { useShopInfo } from '../../lib/use-shop-info.ts';

/** The gallery's logo when the owner uploaded one, else its name set in the display face. */
export function Wordmark({ logoClass }: { logoClass: string }) {
  const { shopName, logo } = useShopInfo();
  if (logo) return <img src={logo} alt={shopName} className={`${logoClass} w-auto max-w-[12rem] object-contain`} />;
  return <>{shopName}</>;
}
