import type { Db } from '../../../db/connection.ts';

/** The session proved its password again at `at`: sudo mode counts from here. */
export async function markSudo(db: Db, sessionId: string, at: string): Promise<void> {
  await db.updateTable('admin_sessions').set({ sudo_at: at }).where('id', '=', sessionId).execute();
}
