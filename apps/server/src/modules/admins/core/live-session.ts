import type { AdminRole } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import { SESSION_SECONDS } from '../../../platform/auth/tokens.ts';
import type { Clock } from '../../../platform/clock.ts';
import { newId } from '../../../platform/ids.ts';
import { toRole } from './roles.ts';
import { findSessionWithAdmin, insertSession, markSessionSeen } from './sessions-repo.ts';

/** A session in force, with the facts of its admin that the guard checks. */
export type LiveSession = {
  sessionId: string;
  adminId: string;
  email: string;
  role: AdminRole;
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  lastSeenAt: string;
};

type SessionDeps = { db: Db; clock: Clock };

export async function createSession(
  deps: SessionDeps,
  input: { adminId: string; ip: string; userAgent: string },
): Promise<{ id: string; expiresAt: Date }> {
  const now = deps.clock.now();
  const id = newId();
  const expiresAt = new Date(now.getTime() + SESSION_SECONDS * 1000);
  await insertSession(deps.db, {
    id,
    adminId: input.adminId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    ip: input.ip,
    userAgent: input.userAgent,
  });
  return { id, expiresAt };
}

/** The session with its admin, when it exists, belongs to that admin, is not revoked, not expired and not idle. */
export async function findLiveSession(
  deps: SessionDeps,
  sessionId: string,
  adminId: string,
  idleMs: number,
): Promise<LiveSession | undefined> {
  const now = deps.clock.now().getTime();
  const row = await findSessionWithAdmin(deps.db, sessionId, adminId, new Date(now).toISOString());
  const lastSeenAt = row ? (row.last_seen_at ?? row.created_at) : '';
  // Idle too long: ended, as if revoked (the row stays for the sessions list's history).
  if (!row || Date.parse(lastSeenAt) + idleMs <= now) return undefined;
  return {
    sessionId: row.id,
    adminId: row.admin_id,
    email: row.email,
    role: toRole(row.role),
    mustChangePassword: row.must_change_password === 1,
    twoFactorEnabled: row.two_factor_enabled === 1,
    lastSeenAt,
  };
}

const TOUCH_EVERY_MS = 60_000;

/** Notes the request on the session, at most once a minute, so the idle timeout counts from it. */
export async function touchSession(deps: SessionDeps, session: LiveSession): Promise<void> {
  const now = deps.clock.now();
  if (now.getTime() - Date.parse(session.lastSeenAt) < TOUCH_EVERY_MS) return;
  await markSessionSeen(deps.db, session.sessionId, now.toISOString());
}
