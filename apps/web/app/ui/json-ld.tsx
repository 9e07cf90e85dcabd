import { serializeJsonLd } from '../lib/json-ld.ts';
import { useNonce } from '../lib/nonce.tsx';

/** Structured data for search engines, carrying the page's CSP nonce. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised data with <, > and & escaped
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
