import type { LoginBody, LoginResponse } from '@vernissage/contract';
import { tokenKeys, verifyRefreshToken } from '../../../platform/auth/tokens.ts';
import { Unauthorized } from '../../../platform/errors.ts';
import {
  type AdminAuthDeps,
  type Client,
  hashForUnknownEmail,
  normalizeEmail,
  passwordMatches,
} from '../core/credentials.ts';
import type { AdminPrincipal } from '../core/guard.ts';
import { findLiveSession, touchSession } from '../core/live-session.ts';
import { reserveAttempt } from '../core/login-limits.ts';
import { assertSecondFactor, isCodeRequest } from '../core/second-factor.ts';
import { accessFor, type SignedIn, startSession } from '../core/session-start.ts';
import { findAdminByEmail, revokeSession } from './sign-in-repo.ts';
import { queueThrottledNotice } from './throttle-notice.ts';

/**
 * The attempt is reserved under the sign-in limits before Argon2 runs (decision 031); it stays a
 * failure unless the password and, when on, the second factor are right. Asking for the code is
 * not a failure: that reservation is released.
 */
export async function signIn(deps: AdminAuthDeps, body: LoginBody, client: Client): Promise<SignedIn> {
  const email = normalizeEmail(body.email);
  const found = await findAdminByEmail(deps.db, email);
  // An invited admin has no password yet: treated exactly like an unknown e-mail.
  const admin = found?.status === 'active' ? found : undefined;
  const secondFactor = admin?.two_factor_enabled === 1 && Boolean(body.code);
  const attempt = await reserveAttempt(
    deps,
    { email, ...client, adminId: found?.id ?? null, secondFactor },
    admin && ((tx) => queueThrottledNotice({ ...deps, db: tx }, admin)),
  );
  const matches = await passwordMatches(admin?.password_hash ?? (await hashForUnknownEmail()), body.password);
  if (!admin || !matches) throw attempt.softLock ?? new Unauthorized('Invalid email or password');
  try {
    await assertSecondFactor(deps, admin, body.code);
  } catch (error) {
    if (isCodeRequest(error)) await attempt.release();
    throw attempt.softLock ?? error;
  }
  return startSession(deps, admin.id, email, client, attempt);
}

/**
 * A new access token for the refresh cookie's session while its row is live (not revoked, not
 * expired, not idle): the row stays the one truth, so ending it ends both (decision 053).
 */
export async function refreshSession(deps: AdminAuthDeps, refreshToken: string | undefined): Promise<LoginResponse> {
  const keys = tokenKeys(deps.jwtSecret, deps.clock);
  const claims = refreshToken ? await verifyRefreshToken(keys, refreshToken) : undefined;
  const idleMs = (deps.idleMinutes ?? 30) * 60_000;
  const session = claims ? await findLiveSession(deps, claims.sessionId, claims.adminId, idleMs) : undefined;
  if (!session) throw new Unauthorized();
  await touchSession(deps, session);
  return accessFor(keys, { adminId: session.adminId, sessionId: session.sessionId });
}

export async function signOut(deps: AdminAuthDeps, admin: AdminPrincipal): Promise<void> {
  await revokeSession(deps.db, admin.sessionId, deps.clock.now().toISOString());
}
