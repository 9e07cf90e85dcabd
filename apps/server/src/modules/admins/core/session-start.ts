import type { LoginResponse } from '@vernissage/contract';
import { ACCESS_TOKEN_SECONDS, signAccessToken, signRefreshToken, tokenKeys } from '../../../platform/auth/tokens.ts';
import { isoNow } from '../../../platform/clock.ts';
import { type AdminAuthDeps, type Client, normalizeEmail } from './credentials.ts';
import { createSession } from './live-session.ts';
import { insertLoginEvent } from './login-events-repo.ts';
import type { Reservation } from './login-limits.ts';

/** A new session: the access token the API answers, and the refresh token its cookie carries (decision 053). */
export type SignedIn = { body: LoginResponse; refreshToken: string };

/**
 * A new session for an admin who has just proved who they are, recorded as a successful sign-in:
 * the reserved attempt becomes that record, or a new one is written (an accepted invitation).
 */
export async function startSession(
  deps: AdminAuthDeps,
  adminId: string,
  email: string,
  client: Client,
  attempt?: Reservation,
): Promise<SignedIn> {
  const { id: sessionId, expiresAt } = await createSession(deps, { adminId, ...client });
  const createdAt = isoNow(deps.clock);
  if (attempt) await attempt.succeeded();
  else await insertLoginEvent(deps.db, { adminId, email: normalizeEmail(email), ...client, success: true, createdAt });
  const keys = tokenKeys(deps.jwtSecret, deps.clock);
  const refreshToken = await signRefreshToken(keys, { adminId, sessionId }, expiresAt);
  return { body: await accessFor(keys, { adminId, sessionId }), refreshToken };
}

/** The API's answer carrying a new access token for this session. */
export async function accessFor(keys: ReturnType<typeof tokenKeys>, claims: { adminId: string; sessionId: string }) {
  const accessToken = await signAccessToken(keys, claims);
  return { access_token: accessToken, token_type: 'Bearer' as const, expires_in: ACCESS_TOKEN_SECONDS };
}
