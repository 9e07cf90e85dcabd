import type { CardPaymentMode } from '@vernissage/contract';
import { useRouteLoaderData } from 'react-router';

/**
 * How the shop takes cards, as the server's configuration says (the storefront layout loads it
 * once). Unknown reads as `none`: Buy Now is only offered when the server said cards work.
 */
export function useCardPayments(): CardPaymentMode {
  const data = useRouteLoaderData('routes/storefront-layout') as { cardPayments?: CardPaymentMode } | undefined;
  return data?.cardPayments ?? 'none';
}
