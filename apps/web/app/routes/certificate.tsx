import { CERTIFICATE_TEXT } from '@vernissage/contract';
import { data } from 'react-router';
import { shopNameOf } from '../lib/shop-info.ts';
import { CertificateNotFound } from '../storefront/certificates/certificate-not-found.tsx';
import { CertificatePage } from '../storefront/certificates/certificate-page.tsx';
import { ErrorPage, isNotFound } from '../ui/error-page.tsx';
import type { Route } from './+types/certificate';

/** Codes are 22 characters; anything longer is cut before it reaches the API (unknown either way). */
const CODE_MAX = 64;

export async function loader({ params, context }: Route.LoaderArgs) {
  const certificate = await context.api.getCertificate(params.code.slice(0, CODE_MAX));
  if (!certificate) throw data(null, { status: 404, statusText: 'Not Found' });
  return { certificate };
}

// A certificate's page is for whoever holds its link, never for search engines (gallery.md §2).
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  const title = loaderData
    ? `${CERTIFICATE_TEXT.heading}: ${loaderData.certificate.title} — ${shopName}`
    : `${CERTIFICATE_TEXT.notFound} — ${shopName}`;
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function CertificateRoute({ loaderData }: Route.ComponentProps) {
  return <CertificatePage certificate={loaderData.certificate} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isNotFound(error) ? <CertificateNotFound /> : <ErrorPage error={error} />;
}
