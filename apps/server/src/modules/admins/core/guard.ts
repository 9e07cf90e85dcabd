import type { AdminRole } from '@vernissage/contract';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../../../db/connection.ts';
import { tokenKeys, verifyAccessToken } from '../../../platform/auth/tokens.ts';
import type { Clock } from '../../../platform/clock.ts';
import { Unauthorized } from '../../../platform/errors.ts';
import { findLiveSession, touchSession } from './live-session.ts';
import { assertPasswordChosen, assertRole, assertTwoFactorAsRequired } from './roles.ts';

export type AdminPrincipal = { id: string; email: string; sessionId: string; role: AdminRole };
/** `idleMinutes`: a session unused this long has ended (decision 034; ADMIN_IDLE_MINUTES, 30 by default). */
/** `requireOwnerTwoFactor`: REQUIRE_OWNER_2FA (decision 053). */
export type AdminGuardDeps = {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  idleMinutes?: number;
  requireOwnerTwoFactor?: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator; set by the guard on every route inside `adminApi`. */
    admin: AdminPrincipal;
  }
}

const BEARER = /^Bearer[ ]+([A-Za-z0-9\-_.]+)[ ]*$/i;

/**
 * Lets a request through only with a genuine, unexpired bearer token whose session row is live
 * (not revoked, not expired) and whose admin still exists. Every failure is the same 401. Then the
 * route's declared role: a Staff member on an Owner's route gets 403 with a plain reason.
 */
export function requireAdmin(deps: AdminGuardDeps): onRequestHookHandler {
  const keys = tokenKeys(deps.jwtSecret, deps.clock);
  const idleMs = (deps.idleMinutes ?? 30) * 60_000;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? await verifyAccessToken(keys, token) : undefined;
    const session = claims ? await findLiveSession(deps, claims.sessionId, claims.adminId, idleMs) : undefined;
    if (!session) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new Unauthorized();
    }
    request.admin = { id: session.adminId, email: session.email, sessionId: session.sessionId, role: session.role };
    await touchSession(deps, session);
    const route = request.routeOptions.config;
    assertPasswordChosen(session.mustChangePassword, route);
    assertTwoFactorAsRequired(deps.requireOwnerTwoFactor === true, session, route);
    assertRole(session.role, route.role);
  };
}
