import { RECENT_SIGN_IN_REQUIRED, SUDO_MINUTES } from '@vernissage/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { HttpError, Unauthorized } from '../../../platform/errors.ts';
import { sudoSince } from './sessions-repo.ts';

/**
 * Sudo mode (decision 022): a change an attacker holding a stolen token would want most (the bank
 * account printed on every invoice) needs the password proved within the last few minutes.
 */
export const SUDO_MS = SUDO_MINUTES * 60 * 1000;

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
    // The session ended since the guard let the request in (its admin was removed a moment ago):
    // signed out, not asked to sign in again.
    if (!until) throw new Unauthorized();
    if (until.getTime() <= deps.clock.now().getTime()) throw new RecentSignInRequired();
  };
}
