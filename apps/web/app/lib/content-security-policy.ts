/** The storefront's Content-Security-Policy, with the per-request script nonce. */
export function contentSecurityPolicy(
  nonce: string,
  { dev = false, mediaOrigin }: { dev?: boolean; mediaOrigin?: string | undefined } = {},
): string {
  // Media from a public bucket or CDN (S3_PUBLIC_URL) is another origin that images and video come from.
  const media = mediaOrigin ? ` ${mediaOrigin}` : '';
  return [
    "default-src 'self'",
    // Stripe.js (card checkout) loads from js.stripe.com and talks to api.stripe.com in its frames.
    `script-src 'self' 'nonce-${nonce}' https://js.stripe.com`,
    'frame-src https://js.stripe.com https://hooks.stripe.com',
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}`,
    `media-src 'self' blob:${media}`,
    "font-src 'self'",
    // Vite's hot reload talks over a websocket in development.
    dev ? "connect-src 'self' https://api.stripe.com ws: wss:" : "connect-src 'self' https://api.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
