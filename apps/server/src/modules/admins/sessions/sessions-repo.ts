import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';

/** The admin's sessions neither revoked nor expired at `now`. */
export async function unendedSessionsOf(db: Db, adminId: string, now: string) {
  return db
    .selectFrom('admin_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** Revokes one of the admin's own sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(db: Db, adminId: string, sessionId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_sessions')
    .set({ revoked_at: at })
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

/**
 * Deletes the sign-in attempts recorded before `before`, except each admin's latest successful
 * sign-in, which the Users tab shows as "Last sign-in"; returns how many.
 */
export async function deleteLoginEventsBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('login_events')
    .where('created_at', '<', before)
    .where((eb) => {
      const latestSuccess = eb
        .selectFrom('login_events as e')
        .select((e) => e.fn.max('e.created_at').as('at'))
        .whereRef('e.admin_id', '=', 'login_events.admin_id')
        .where('e.success', '=', 1);
      return eb.not(eb.and([eb('success', '=', 1), eb('created_at', '=', latestSuccess)]));
    })
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
