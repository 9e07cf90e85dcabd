import { hkdfSync } from 'node:crypto';

/**
 * A key for one purpose, derived from a server secret with HKDF-SHA256 and a label of its own
 * (e.g. 'vernissage/newsletter-confirm/v1'): no two uses share a key, and none uses the secret itself.
 */
export function deriveKey(secret: string | Uint8Array, label: string, bytes = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), label, bytes));
}
