import type { FastifyRequest } from 'fastify';

/** Where a request comes from, as an ISO 3166-1 alpha-2 code, or '' when unknown (decision 008). */
export type CountryResolver = { countryOf(request: Pick<FastifyRequest, 'headers' | 'ip'>): string };

/** Country headers set by common reverse proxies and CDNs, in the order they are trusted. */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-country-code'];

// Cloudflare sends XX for "unknown" (and T1 for Tor, which the letter check already refuses).
const UNKNOWN_CODES = new Set(['XX', 'ZZ']);

/**
 * Reads the country the reverse proxy or CDN in front of the shop put in a header. Only safe when
 * such a proxy sets (or strips) these headers: a client talking to the app directly could send them.
 */
export function headerCountryResolver(headers: readonly string[] = COUNTRY_HEADERS): CountryResolver {
  return {
    countryOf(request) {
      for (const name of headers) {
        const value = request.headers[name];
        if (typeof value !== 'string') continue;
        const code = value.trim().toUpperCase();
        if (/^[A-Z]{2}$/.test(code) && !UNKNOWN_CODES.has(code)) return code;
      }
      return '';
    },
  };
}
