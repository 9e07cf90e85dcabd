import type { AdminRole } from '@vernissage/contract';
import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';
import { SESSION_SECONDS } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import { newId } from '../../platform/ids.ts';
import { toRole } from './admin-roles.ts';

/** admin_sessions: one row per sign-in; a token is only honoured while its row is live. */
export type LiveSession = {
  sessionId: string;
  adminId: string;
  email: string;
  role: AdminRole;
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  lastSeenAt: string;
};

export async function createSession(
  deps: { db: Db; clock: Clock },
  input: { adminId: string; ip: string; userAgent: string },
): Promise<{ id: string; expiresAt: Date }> {
  const now = deps.clock.now();
  const id = newId();
  const expiresAt = new Date(now.getTime() + SESSION_SECONDS * 1000);
  await deps.db
    .insertInto('admin_sessions')
    .values({
      id,
      admin_id: input.adminId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      ip: input.ip,
      user_agent: input.userAgent,
    })
    .execute();
  return { id, expiresAt };
}

/** The session with its admin, when it exists, belongs to that admin, is not revoked and not expired. */
export async function findLiveSession(
  deps: { db: Db; clock: Clock },
  sessionId: string,
  adminId: string,
  idleMs: number,
): Promise<LiveSession | undefined> {
  const now = deps.clock.now().getTime();
  const row = await deps.db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select([
      's.id',
      's.admin_id',
      'a.email',
      'a.role',
      'a.must_change_password',
      'a.two_factor_enabled',
      's.created_at',
      's.last_seen_at',
    ])
    .where('s.id', '=', sessionId)
    .where('s.admin_id', '=', adminId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
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

export async function revokeSession(deps: { db: Db; clock: Clock }, sessionId: string): Promise<void> {
  await deps.db
    .updateTable('admin_sessions')
    .set({ revoked_at: deps.clock.now().toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeEverySession(deps: { db: Db; clock: Clock }, adminId: string): Promise<void> {
  await deps.db
    .updateTable('admin_sessions')
    .set({ revoked_at: deps.clock.now().toISOString() })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** When the session last proved its password: its sign-in, or its latest re-authentication. */
export async function sudoSince(db: Db, sessionId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('admin_sessions')
    .select(['created_at', 'sudo_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row && (row.sudo_at ?? row.created_at);
}

export async function markSudo(db: Db, sessionId: string, at: string): Promise<void> {
  await db.updateTable('admin_sessions').set({ sudo_at: at }).where('id', '=', sessionId).execute();
}

const TOUCH_EVERY_MS = 60_000;

/** Notes the request on the session, at most once a minute, so the idle timeout counts from it. */
export async function touchSession(deps: { db: Db; clock: Clock }, session: LiveSession): Promise<void> {
  const now = deps.clock.now();
  if (now.getTime() - Date.parse(session.lastSeenAt) < TOUCH_EVERY_MS) return;
  await deps.db
    .updateTable('admin_sessions')
    .set({ last_seen_at: now.toISOString() })
    .where('id', '=', session.sessionId)
    .execute();
}

/** The admin's sessions still in force (not revoked, not expired, not idle), newest use first. */
export async function liveSessionsOf(deps: { db: Db; clock: Clock }, adminId: string, idleMs: number) {
  const now = deps.clock.now().getTime();
  const rows = await deps.db
    .selectFrom('admin_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now).toISOString())
    .execute();
  return rows
    .map((r) => ({ ...r, last_seen_at: r.last_seen_at ?? r.created_at }))
    .filter((r) => Date.parse(r.last_seen_at) + idleMs > now)
    .sort((a, b) => b.last_seen_at.localeCompare(a.last_seen_at));
}

/** Revokes one of the admin's own sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(deps: { db: Db; clock: Clock }, adminId: string, sessionId: string) {
  const result = await deps.db
    .updateTable('admin_sessions')
    .set({ revoked_at: deps.clock.now().toISOString() })
    .where('id', '=', sessionId)
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return affected(result) > 0;
}

/** Deletes the sessions that ended (expired or revoked) before `before`; returns how many. */
export async function deleteSessionsEndedBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('admin_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
