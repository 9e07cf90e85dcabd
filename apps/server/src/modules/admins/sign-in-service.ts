import { hash } from '@node-rs/argon2';
import type { ChangePasswordBody, LoginBody, LoginResponse } from '@vernissage/contract';
import { ACCESS_TOKEN_SECONDS, signAccessToken, tokenKeys } from '../../platform/auth/tokens.ts';
import { isoNow } from '../../platform/clock.ts';
import { BadRequest, Unauthorized } from '../../platform/errors.ts';
import type { AdminPrincipal } from './admin-guard.ts';
import {
  type AdminAuthDeps,
  type Client,
  hashForUnknownEmail,
  normalizeEmail,
  passwordMatches,
} from './credentials.ts';
import { assertAttemptsLeft } from './login-limits.ts';
import { createSession, revokeEverySession, revokeSession } from './sessions-repo.ts';
import { findAdminByEmail, findAdminById, recordLoginEvent, updatePassword } from './sign-in-repo.ts';
import { assertSecondFactor } from './two-factor.ts';

export async function signIn(deps: AdminAuthDeps, body: LoginBody, client: Client): Promise<LoginResponse> {
  const email = normalizeEmail(body.email);
  await assertAttemptsLeft(deps, { email, ip: client.ip });
  const found = await findAdminByEmail(deps.db, email);
  // An invited admin has no password yet: treated exactly like an unknown e-mail.
  const admin = found?.status === 'active' ? found : undefined;
  const matches = await passwordMatches(admin?.password_hash ?? (await hashForUnknownEmail()), body.password);
  if (!admin || !matches) {
    const at = isoNow(deps.clock);
    await recordLoginEvent(deps.db, { adminId: found?.id ?? null, email, ...client, success: false, createdAt: at });
    throw new Unauthorized('Invalid email or password');
  }
  await assertSecondFactor(deps, admin, body.code, { email, ...client });
  return startSession(deps, admin.id, email, client);
}

/** A new session for an admin who has just proved who they are; recorded as a successful sign-in. */
export async function startSession(
  deps: AdminAuthDeps,
  adminId: string,
  email: string,
  client: Client,
): Promise<LoginResponse> {
  const sessionId = await createSession(deps, { adminId, ...client });
  const createdAt = isoNow(deps.clock);
  await recordLoginEvent(deps.db, { adminId, email: normalizeEmail(email), ...client, success: true, createdAt });
  const accessToken = await signAccessToken(tokenKeys(deps.jwtSecret, deps.clock), { adminId, sessionId });
  return { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_SECONDS };
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
  const email = normalizeEmail(row.email);
  await assertAttemptsLeft(deps, { email, ip: client.ip });
  if (!(await passwordMatches(row.password_hash, body.old_password))) {
    const at = isoNow(deps.clock);
    await recordLoginEvent(deps.db, { adminId: row.id, email, success: false, ...client, createdAt: at });
    throw new BadRequest('Current password is incorrect');
  }
  const passwordHash = await hash(body.new_password);
  await deps.db.transaction().execute(async (trx) => {
    await updatePassword(trx, row.id, passwordHash, isoNow(deps.clock));
    await revokeEverySession({ db: trx, clock: deps.clock }, row.id);
  });
}
