import { createHmac, timingSafeEqual } from 'node:crypto';

/** The key that signs come-back links, derived from the server secret with its own label. */
export type ConfirmKey = Buffer;

/** What a come-back link says: this subscriber, as unsubscribed at that moment, until `expiresAt`. */
export type ComeBack = { subscriberId: string; unsubscribedAt: string; expiresAt: Date };

// 128 bits of HMAC-SHA256: plenty against forgery, and a short link.
const SIGNATURE_BYTES = 16;

const sign = (key: ConfirmKey, text: string): string =>
  createHmac('sha256', key).update(text).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');

/**
 * `<id>.<unsubscribed at, ms>.<expiry, s>.<signature>`. Binding the unsubscribe moment makes a link
 * useless once used, or once the address unsubscribes again: no table of tokens is needed.
 */
export function comeBackToken(key: ConfirmKey, c: ComeBack): string {
  const text = `${c.subscriberId}.${Date.parse(c.unsubscribedAt)}.${Math.floor(c.expiresAt.getTime() / 1000)}`;
  return `${text}.${sign(key, text)}`;
}

/** The signed claims of a genuine, unexpired link; undefined for anything else. */
export function readComeBackToken(key: ConfirmKey, token: string, now: Date): ComeBack | undefined {
  const match = /^([A-Za-z0-9_-]{1,64})\.(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const [, subscriberId = '', unsubscribedMs = '', expiresS = '', signature = ''] = match;
  const expected = Buffer.from(sign(key, `${subscriberId}.${unsubscribedMs}.${expiresS}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const expiresAt = new Date(Number(expiresS) * 1000);
  if (expiresAt <= now) return undefined;
  return { subscriberId, unsubscribedAt: new Date(Number(unsubscribedMs)).toISOString(), expiresAt };
}
