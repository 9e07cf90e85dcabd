import { DEFAULT_CURRENCY } from '@vernissage/contract';
import { Outlet, useLoaderData } from 'react-router';
import { CurrencyProvider } from '../lib/currency.tsx';
import { toShopInfo } from '../lib/shop-info.ts';
import { ArtworkModalHost } from '../storefront/artwork-detail/artwork-modal-host.tsx';
import { SiteShell } from '../storefront/shell/site-shell.tsx';
import { ErrorPage } from '../ui/error-page.tsx';
import type { Route } from './+types/storefront-layout';

/**
 * The shop's name, contact and address for the header and footer (settings, not hard-coded), and
 * how it takes cards (the server's PAYMENT_PROVIDER: Buy Now and the test-shop notice follow it).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = await context.api.getShopSettings().then(toShopInfo, () => null); // null: the defaults show
  return { shop, cardPayments: context.cardPayments };
}

// Settings change rarely: no refetch on every navigation or filter change.
export const shouldRevalidate = () => false;

export default function StorefrontLayout() {
  const { shop } = useLoaderData<typeof loader>();
  return (
    <CurrencyProvider currency={shop?.currency ?? DEFAULT_CURRENCY}>
      <SiteShell>
        <Outlet />
        <ArtworkModalHost />
      </SiteShell>
    </CurrencyProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      <ErrorPage error={error} />
    </SiteShell>
  );
}
