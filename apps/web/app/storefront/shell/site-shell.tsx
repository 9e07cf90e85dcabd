import type { ReactNode } from 'react';
import { HydrationBoundary } from '../../ui/hydration-boundary.tsx';
import { Toaster } from '../../ui/toast.tsx';
import { CartProvider } from '../cart/cart-provider.tsx';
import { ConsentProvider } from '../consent/consent-provider.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { TestShopNotice } from './test-shop-notice.tsx';

/**
 * Header, main content and footer of every storefront page (not the admin), inside the cart and
 * cookie-consent providers, with the one toast region.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      <ConsentProvider>
        <div className="flex min-h-svh flex-col">
          <a
            href="#main"
            className="sr-only z-50 bg-ink print:hidden px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          <TestShopNotice />
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <HydrationBoundary>{children}</HydrationBoundary>
          </main>
          <HydrationBoundary>
            <SiteFooter />
          </HydrationBoundary>
        </div>
      </ConsentProvider>
      <Toaster />
    </CartProvider>
  );
}
