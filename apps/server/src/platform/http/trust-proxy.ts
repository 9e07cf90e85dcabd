import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which hops may tell the client's address in X-Forwarded-For (decision 033): a hop count (`1` =
 * one reverse proxy in front: the address it saw is the client's; `0` = none, the peer is the
 * client) or the proxies' own addresses and CIDR ranges. Never "every hop": then the client would
 * write its own address for each rate limit and for Login History.
 */
export type TrustProxy = false | number | string[];

const MAX_HOPS = 10;
/** proxy-addr's names for whole private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_PROBLEM = `must be a number of proxies in front (0 to ${MAX_HOPS}) or a comma-separated list of proxy addresses or CIDR ranges`;

export const trustProxySetting = z
  .string()
  .max(2000, TRUST_PROXY_PROBLEM)
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim();
    if (value === '' || value === '0') return false;
    if (/^\d{1,2}$/.test(value) && Number(value) <= MAX_HOPS) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    if (entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_PROBLEM });
    return z.NEVER;
  });

/**
 * Fastify's option for a setting. A hop count becomes a function of the hop's index, because
 * Fastify ignores a bare number (it cannot check the nearest peer): with a count, the server must
 * only be reachable through its proxies (HOST=127.0.0.1 behind a local proxy), else list them.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/**
 * With a hop count, anyone who reaches the server without the proxy writes their own address in
 * X-Forwarded-For: harmless while it listens on loopback only, else worth one line at start.
 */
export function trustProxyWarning(setting: TrustProxy, host: string): string | undefined {
  if (typeof setting !== 'number' || isLoopback(host)) return undefined;
  return `TRUST_PROXY is a hop count (${setting}) and HOST (${host}) is not loopback: clients that reach the server directly choose their own address; set TRUST_PROXY to the proxies' addresses`;
}
