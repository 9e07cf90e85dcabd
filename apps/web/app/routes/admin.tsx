import { AdminApp } from '../admin/admin-app.tsx';
import { AdminFrame } from '../admin/admin-frame.tsx';
import adminCss from '../admin.css?url';
import { ErrorPage } from '../ui/error-page.tsx';
import type { Route } from './+types/admin';

// The admin's utilities stay out of the storefront's inlined stylesheet (decision 016).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }];

export function meta() {
  return [{ title: 'Admin — Vernissage' }, { name: 'robots', content: 'noindex, nofollow' }];
}

// The admin renders in the browser only: the server sends the fallback, the client the app.
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <AdminFrame>
      <p className="py-8 text-center text-muted">Loading...</p>
    </AdminFrame>
  );
}

export default function Admin() {
  return <AdminApp />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
