import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.ts';

/** A sign-in's session row, and its refresh cookie, last this long at most. */
export const SESSION_SECONDS = 12 * 60 * 60;
/**
 * Access tokens are held in the admin page's memory only and last 15 minutes; after a reload or on
 * a 401 the refresh cookie gets a new one, for as long as the session row behind both lives
 * (decision 053). The row makes either revocable at once.
 */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const CLOCK_TOLERANCE_SECONDS = 5;
const ISSUER = 'vernissage';
// Other tokens signed with the same secret (e.g. order look-ups) carry another audience and are refused here.
const AUDIENCE = 'vernissage-admin';

export type AccessClaims = { adminId: string; sessionId: string };
export type TokenKeys = { secret: Uint8Array; verifyKey: Promise<webcrypto.CryptoKey>; clock: Clock };

/**
 * The signing secret, and the same secret imported once as a WebCrypto key: jose imports a raw
 * secret again on every verification, which cost a third of an authenticated request's time.
 */
export function tokenKeys(secret: string, clock: Clock): TokenKeys {
  const bytes = new TextEncoder().encode(secret);
  const verifyKey = webcrypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  return { secret: bytes, verifyKey, clock };
}

function signToken(keys: TokenKeys, claims: AccessClaims, audience: string, expiresAtSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.adminId)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(Math.floor(keys.clock.now().getTime() / 1000))
    .setExpirationTime(expiresAtSeconds)
    .sign(keys.secret);
}

/** The claims of a genuine, unexpired token of this audience; undefined for anything else. */
async function verifyToken(keys: TokenKeys, token: string, audience: string): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keys.verifyKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience,
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: keys.clock.now(),
    });
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !sub || !sid) return undefined;
    return { adminId: sub, sessionId: sid };
  } catch {
    return undefined;
  }
}

export function signAccessToken(keys: TokenKeys, claims: AccessClaims): Promise<string> {
  const now = Math.floor(keys.clock.now().getTime() / 1000);
  return signToken(keys, claims, AUDIENCE, now + ACCESS_TOKEN_SECONDS);
}

/** The claims of a genuine, unexpired access token; undefined for anything else. */
export const verifyAccessToken = (keys: TokenKeys, token: string) => verifyToken(keys, token, AUDIENCE);

// The refresh cookie's token: another audience, so it never passes as an access token (nor one as it).
const REFRESH_AUDIENCE = 'vernissage-admin-refresh';

export const signRefreshToken = (keys: TokenKeys, claims: AccessClaims, expiresAt: Date): Promise<string> =>
  signToken(keys, claims, REFRESH_AUDIENCE, Math.floor(expiresAt.getTime() / 1000));

/** The claims of a genuine, unexpired refresh token; undefined for anything else. */
export const verifyRefreshToken = (keys: TokenKeys, token: string) => verifyToken(keys, token, REFRESH_AUDIENCE);

// Order look-up tokens: a verified e-mail, for half an hour; another audience than admin tokens.
const LOOKUP_AUDIENCE = 'vernissage-order-lookup';
export const LOOKUP_TOKEN_SECONDS = 30 * 60;

export async function signLookupToken(keys: TokenKeys, email: string): Promise<string> {
  const now = Math.floor(keys.clock.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(email)
    .setIssuer(ISSUER)
    .setAudience(LOOKUP_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + LOOKUP_TOKEN_SECONDS)
    .sign(keys.secret);
}

/** The verified e-mail of a genuine, unexpired look-up token; undefined for anything else. */
export async function verifyLookupToken(keys: TokenKeys, token: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keys.verifyKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: LOOKUP_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: keys.clock.now(),
    });
    return typeof payload.sub === 'string' && payload.sub ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
