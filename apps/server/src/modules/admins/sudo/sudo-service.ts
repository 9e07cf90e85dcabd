import type { ReauthenticateBody, ReauthenticateResponse } from '@vernissage/contract';
import { BadRequest, HttpError, Unauthorized } from '../../../platform/errors.ts';
import { findAdminById } from '../core/admins-repo.ts';
import { type AdminAuthDeps, type Client, normalizeEmail, passwordMatches } from '../core/credentials.ts';
import { reserveAttempt } from '../core/login-limits.ts';
import { SUDO_MS } from '../core/recent-sign-in.ts';
import { assertSecondFactor, isCodeRequest } from '../core/second-factor.ts';
import { markSudo } from './sudo-repo.ts';

const INVALID_PASSWORD = 'Invalid password';

/**
 * Proves the password again (and the second factor when it is on) for the current session. A wrong
 * password counts as a failed sign-in, under the same limits, so a stolen token cannot guess it; it
 * answers 400, not 401, so the dashboard does not take it for an ended session.
 */
export async function reauthenticate(
  deps: AdminAuthDeps,
  admin: { id: string; sessionId: string },
  body: ReauthenticateBody,
  client: Client,
): Promise<ReauthenticateResponse> {
  const row = await findAdminById(deps.db, admin.id);
  if (!row) throw new Unauthorized();
  const attempt = await reserveAttempt(deps, { email: normalizeEmail(row.email), ...client, adminId: row.id });
  if (!(await passwordMatches(row.password_hash, body.password))) {
    throw new BadRequest(INVALID_PASSWORD, { password: INVALID_PASSWORD });
  }
  // Inside a session a 401 means "signed out"; a missing or wrong code is a 400 with the same `details.code`.
  await assertSecondFactor(deps, row, body.code).catch(async (error: unknown) => {
    if (isCodeRequest(error)) await attempt.release();
    if (error instanceof HttpError && error.status === 401) throw new BadRequest(error.message, error.details);
    throw error;
  });
  const now = deps.clock.now().toISOString();
  await markSudo(deps.db, admin.sessionId, now);
  await attempt.succeeded();
  return { success: true, sudoUntil: new Date(Date.parse(now) + SUDO_MS).toISOString() };
}
