import { hash } from '@node-rs/argon2';
import type { ChangePasswordBody, LoginBody, LoginResponse } from '@vernissage/contract';
import { inTransaction } from '../../db/tx.ts';
import {
  ACCESS_TOKEN_SECONDS,
  signAccessToken,
  signRefreshToken,
  tokenKeys,
  verifyRefreshToken,
} from '../../platform/auth/tokens.ts';
import { isoNow } from '../../platform/clock.ts';
import { BadRequest, Unauthorized } from '../../platform/errors.ts';
import type { AdminPrincipal } from './admin-guard.ts';
import { assertNotCommonPassword } from './common-passwords.ts';
import {
  type AdminAuthDeps,
  type Client,
  hashForUnknownEmail,
  normalizeEmail,
  passwordMatches,
} from './credentials.ts';
import { type Reservation, reserveAttempt } from './login-limits.ts';
import { queueAccountChangeNotice } from './security-notice.ts';
import { createSession, findLiveSession, revokeEverySession, revokeSession, touchSession } from './sessions-repo.ts';
import { findAdminByEmail, findAdminById, insertLoginEvent, updatePassword } from './sign-in-repo.ts';
import { queueThrottledNotice } from './throttle-notice.ts';
import { assertSecondFactor, isCodeRequest } from './two-factor.ts';

/**
 * The attempt is reserved under the sign-in limits before Argon2 runs (decision 031); it stays a
 * failure unless the password and, when on, the second factor are right. Asking for the code is
 * not a failure: that reservation is released.
 */
/** A new session: the access token the API answers, and the refresh token its cookie carries (decision 053). */
export type SignedIn = { body: LoginResponse; refreshToken: string };

export async function signIn(deps: AdminAuthDeps, body: LoginBody, client: Client): Promise<SignedIn> {
  const email = normalizeEmail(body.email);
  const found = await findAdminByEmail(deps.db, email);
  // An invited admin has no password yet: treated exactly like an unknown e-mail.
  const admin = found?.status === 'active' ? found : undefined;
  const secondFactor = admin?.two_factor_enabled === 1 && Boolean(body.code);
  const attempt = await reserveAttempt(
    deps,
    { email, ...client, adminId: found?.id ?? null, secondFactor },
    admin && ((tx) => queueThrottledNotice(deps, tx, admin)),
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

async function accessFor(keys: ReturnType<typeof tokenKeys>, claims: { adminId: string; sessionId: string }) {
  const accessToken = await signAccessToken(keys, claims);
  return { access_token: accessToken, token_type: 'Bearer' as const, expires_in: ACCESS_TOKEN_SECONDS };
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
  await revokeSession(deps, admin.sessionId);
}

/**
 * Checks the current password (a wrong one counts as a failed sign-in, so a stolen token cannot be
 * used to guess it), stores the new Argon2id hash and signs out every session of this admin.
 */
export async function changePassword(
  deps: AdminAuthDeps,
  admin: AdminPrincipal,
  body: ChangePasswordBody,
  client: Client,
): Promise<void> {
  const row = await findAdminById(deps.db, admin.id);
  if (!row) throw new Unauthorized();
  const attempt = await reserveAttempt(deps, { email: normalizeEmail(row.email), ...client, adminId: row.id });
  if (!(await passwordMatches(row.password_hash, body.old_password))) {
    throw new BadRequest('Current password is incorrect');
  }
  await attempt.release();
  await assertNotCommonPassword(body.new_password, 'new_password', row.email);
  const passwordHash = await hash(body.new_password);
  await inTransaction(deps.db, async (tx) => {
    await updatePassword(tx, row.id, passwordHash, isoNow(deps.clock));
    await revokeEverySession({ db: tx, clock: deps.clock }, row.id);
    await queueAccountChangeNotice(tx, deps, { actor: row.email, what: `password changed for ${row.email}` });
  });
}
