import {
  RECENT_SIGN_IN_REQUIRED,
  type ReauthenticateBody,
  type ReauthenticateResponse,
  SUDO_MINUTES,
} from '@vernissage/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { BadRequest, HttpError, Unauthorized } from '../../platform/errors.ts';
import { type AdminAuthDeps, type Client, normalizeEmail, passwordMatches } from './credentials.ts';
import { reserveAttempt } from './login-limits.ts';
import { markSudo, sudoSince } from './sessions-repo.ts';
import { findAdminById } from './sign-in-repo.ts';
import { assertSecondFactor, isCodeRequest } from './two-factor.ts';

/**
 * Sudo mode (decision 022): a change an attacker holding a stolen token would want most (the bank
 * account printed on every invoice) needs the password proved within the last few minutes.
 */
const SUDO_MS = SUDO_MINUTES * 60 * 1000;

const INVALID_PASSWORD = 'Invalid password';

class RecentSignInRequired extends HttpError {
  constructor() {
    super(403, RECENT_SIGN_IN_REQUIRED, undefined, { reauth: true });
  }
}

/** Until when the session counts as recently signed in; undefined for an unknown session. */
async function sudoUntil(db: Db, sessionId: string): Promise<Date | undefined> {
  const since = await sudoSince(db, sessionId);
  return since === undefined ? undefined : new Date(Date.parse(since) + SUDO_MS);
}

/** A preHandler for routes inside `adminApi` (after the guard set `request.admin`). */
export function requireRecentSignIn(deps: { db: Db; clock: Clock }): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const until = await sudoUntil(deps.db, request.admin.sessionId);
    if (!until || until.getTime() <= deps.clock.now().getTime()) throw new RecentSignInRequired();
  };
}

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
