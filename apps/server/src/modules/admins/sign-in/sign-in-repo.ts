import type { Db } from '../../../db/connection.ts';

/** `email` is already lower-case; stored addresses are compared without case too. */
export async function findAdminByEmail(db: Db, email: string) {
  return db
    .selectFrom('admins')
    .select([
      'id',
      'email',
      'password_hash',
      'status',
      'two_factor_enabled',
      'two_factor_secret',
      'two_factor_last_step',
    ])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
}

export async function revokeSession(db: Db, sessionId: string, at: string): Promise<void> {
  await db
    .updateTable('admin_sessions')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
