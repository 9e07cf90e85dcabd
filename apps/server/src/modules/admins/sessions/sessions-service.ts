import type { AdminSession } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { revokeEverySession } from '../core/sessions-repo.ts';
import { revokeOwnSession, unendedSessionsOf } from './sessions-repo.ts';

export type SessionListDeps = { db: Db; clock: Clock; idleMinutes?: number };

/** The admin's sessions still in force (not revoked, not expired, not idle), last used first. */
export async function listSessions(
  deps: SessionListDeps,
  admin: { id: string; sessionId: string },
): Promise<{ sessions: AdminSession[] }> {
  const idleMs = (deps.idleMinutes ?? 30) * 60_000;
  const now = deps.clock.now().getTime();
  const rows = await unendedSessionsOf(deps.db, admin.id, new Date(now).toISOString());
  const live = rows
    .map((r) => ({ ...r, last_seen_at: r.last_seen_at ?? r.created_at }))
    .filter((r) => Date.parse(r.last_seen_at) + idleMs > now)
    .sort((a, b) => b.last_seen_at.localeCompare(a.last_seen_at));
  return {
    sessions: live.map((s) => ({
      id: s.id,
      createdAt: s.created_at,
      lastSeenAt: s.last_seen_at,
      ip: s.ip,
      userAgent: s.user_agent,
      current: s.id === admin.sessionId,
    })),
  };
}

/** Signs one of the admin's own sessions out; false when it is not theirs or already ended. */
export async function endSession(deps: SessionListDeps, adminId: string, sessionId: string): Promise<boolean> {
  return revokeOwnSession(deps.db, adminId, sessionId, deps.clock.now().toISOString());
}

export async function signOutEverywhere(deps: SessionListDeps, adminId: string): Promise<void> {
  await revokeEverySession(deps.db, adminId, deps.clock.now().toISOString());
}
