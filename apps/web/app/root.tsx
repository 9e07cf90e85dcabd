import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { DeferredStart, useAppStarted } from './lib/deferred-start.tsx';
import { AppStylesheet } from './lib/inline-css.tsx';
import { useNonce } from './lib/nonce.tsx';
import { shopNameOf, shopTagline } from './lib/shop-info.ts';
import { WebFonts } from './lib/web-fonts.tsx';
import { SiteShell } from './storefront/shell/site-shell.tsx';
import { ErrorPage, isNotFound } from './ui/error-page.tsx';

// No font preloads: a first visit adds the fonts once the page has loaded, so nothing competes with
// the picture that is the page's largest paint (decisions 018 and 060).
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function meta({ error, matches }: Route.MetaArgs) {
  const title = isNotFound(error) ? 'Page not found' : error ? 'Something went wrong' : shopTagline;
  return [{ title: `${title} — ${shopNameOf(matches)}` }, ...(error ? [{ name: 'robots', content: 'noindex' }] : [])];
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fcfbf9" />
        <Meta />
        <AppStylesheet href={appCss} />
        <WebFonts nonce={nonce} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <DeferredStart nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useAppStarted();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useAppStarted();
  return (
    <SiteShell>
      <ErrorPage error={error} />
    </SiteShell>
  );
}
