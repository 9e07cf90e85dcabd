import { createHash, randomBytes } from 'node:crypto';

/** A collector's link token: 256 random bits; the database keeps only its SHA-256. */
export function newOfferToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOfferToken(token) };
}

/** Any text is hashed and looked up alike, so a malformed token is simply an unknown one. */
export const hashOfferToken = (token: string): string => createHash('sha256').update(token).digest('hex');
