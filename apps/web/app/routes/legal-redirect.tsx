import { redirect } from 'react-router';
import type { Route } from './+types/legal-redirect';

/** Older legal links answer with a permanent redirect to the real pages. */
const targets: Record<string, string> = {
  '/privacy-policy': '/privacy',
  '/terms-of-service': '/terms',
  '/cookie-policy': '/cookies',
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, '').replace(/\.data$/, '');
  const target = targets[path] ?? '/';
  return redirect(`${target}${url.search}`, 301);
}

export default function LegalRedirect() {
  return null;
}
