import type { Db } from '../../../db/connection.ts';

/** admin_sessions: one row per sign-in; a token is only honoured while its row is live. */

export type NewSessionRow = {
  id: string;
  adminId: string;
  createdAt: string;
  expiresAt: string;
  ip: string;
  userAgent: string;
};

export async function insertSession(db: Db, s: NewSessionRow): Promise<void> {
  await db
    .insertInto('admin_sessions')
    .values({
      id: s.id,
      admin_id: s.adminId,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
      ip: s.ip,
      user_agent: s.userAgent,
    })
    .execute();
}

/** The session with its admin, when it exists, belongs to that admin, is not revoked and not expired at `now`. */
export async function findSessionWithAdmin(db: Db, sessionId: string, adminId: string, now: string) {
  return db
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
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}

export async function markSessionSeen(db: Db, sessionId: string, at: string): Promise<void> {
  await db.updateTable('admin_sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
}

export async function revokeEverySession(db: Db, adminId: string, at: string): Promise<void> {
  await db
    .updateTable('admin_sessions')
    .set({ revoked_at: at })
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
