import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed tracking links. A delivery is one recipient of one campaign, so signing the delivery id
 * (and, for a click, the target URL) signs campaign, recipient and URL together: the redirect only
 * ever sends a reader where that newsletter pointed them. The key is derived from the server secret
 * with its own label, so it signs nothing else and nothing else signs for it.
 */
export type TrackingKey = Buffer;

export const trackingKey = (serverSecret: string): TrackingKey =>
  createHmac('sha256', serverSecret).update('vernissage newsletter tracking v1').digest();

// 128 bits of the HMAC-SHA256 are plenty against forgery and keep the links short.
const SIGNATURE_BYTES = 16;

function sign(key: TrackingKey, text: string): string {
  return createHmac('sha256', key).update(text).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
}

/** Compares the text of the signature: base64 decoders ignore a last character's spare bits. */
function matches(key: TrackingKey, text: string, signature: string): boolean {
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(key, text));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const openText = (deliveryId: string) => `open\n${deliveryId}`;
const clickText = (deliveryId: string, url: string) => `click\n${deliveryId}\n${url}`;

/** Only web links are tracked and redirected to; anything else is left alone or refused. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export type TrackingLinks = {
  open(deliveryId: string): string;
  click(deliveryId: string, url: string): string;
};

/** Builds the absolute URLs a mail carries (the shop's own address first). */
export function trackingLinks(key: TrackingKey, publicUrl: string): TrackingLinks {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    open: (deliveryId) => `${base}/api/newsletter/o/${deliveryId}/${sign(key, openText(deliveryId))}.gif`,
    click: (deliveryId, url) =>
      `${base}/api/newsletter/c/${deliveryId}/${sign(key, clickText(deliveryId, url))}` +
      `?u=${encodeURIComponent(url)}`,
  };
}

export const verifyOpen = (key: TrackingKey, deliveryId: string, signature: string): boolean =>
  matches(key, openText(deliveryId), signature);

export const verifyClick = (key: TrackingKey, deliveryId: string, url: string, signature: string): boolean =>
  isWebUrl(url) && matches(key, clickText(deliveryId, url), signature);

/**
 * What makes an open or a click the same event again: its minute (from the ISO time), and for a
 * click the link, hashed to a short fixed length so the unique index stays small on both databases.
 * Repeating a pixel or a link within the minute records nothing more.
 */
export function trackingDedupeKey(at: string, url?: string): string {
  const minute = at.slice(0, 16);
  if (url === undefined) return minute;
  return `${minute} ${createHash('sha256').update(url).digest('base64url').slice(0, 22)}`;
}
