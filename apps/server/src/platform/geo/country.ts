import type { FastifyRequest } from 'fastify';
import { isPublicAddress } from './public-address.ts';

/**
 * Where a request comes from, as an ISO 3166-1 alpha-2 code, or '' when unknown. The address
 * itself is only looked up, never kept.
 */
export type CountryResolver = { countryOf(request: Pick<FastifyRequest, 'headers' | 'ip'>): Promise<string> };

/** An address to a country code (any case), or null when the database does not know it. */
export type IpCountryLookup = (ip: string) => Promise<string | null>;

// Cloudflare sends XX for "unknown" (and T1 for Tor, which the letter check already refuses).
const UNKNOWN_CODES = new Set(['XX', 'ZZ']);

/** A 2-letter country code, upper-cased, or '' for anything else. */
export function countryCode(value: unknown): string {
  if (typeof value !== 'string') return '';
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && !UNKNOWN_CODES.has(code) ? code : '';
}

/**
 * The country a trusted reverse proxy or CDN put in `header` (only when one is configured: a client
 * talking to the app directly could send any header), otherwise the offline database's answer for
 * the client address. Loopback, private and reserved addresses are unknown.
 */
export function countryResolver(options: { header?: string | undefined; lookup: IpCountryLookup }): CountryResolver {
  const header = options.header?.toLowerCase();
  return {
    async countryOf(request) {
      const fromProxy = header ? countryCode(request.headers[header]) : '';
      if (fromProxy) return fromProxy;
      const address = unwrapMappedV4(request.ip);
      if (!isPublicAddress(address)) return '';
      return countryCode(await options.lookup(address));
    },
  };
}

/** `::ffff:81.2.69.142` (an IPv4 client on a dual-stack socket) is the IPv4 address. */
function unwrapMappedV4(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
}
