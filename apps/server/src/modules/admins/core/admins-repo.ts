import type { Db } from '../../../db/connection.ts';

/** The admin rows every use case reads: by id, and the active admins that mail goes to. */

export async function findAdminById(db: Db, id: string) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export type AdminAlert = 'new_orders' | 'payment_alerts';

/** The active admins who asked for this kind of alert e-mail in their notification settings. */
export async function adminsWantingAlert(db: Db, alert: AdminAlert): Promise<{ id: string; email: string }[]> {
  const column = alert === 'new_orders' ? 'notify_new_orders' : 'notify_payment_alerts';
  return db
    .selectFrom('admins')
    .select(['id', 'email'])
    .where(column, '=', 1)
    .where('status', '=', 'active')
    .orderBy('email')
    .execute();
}

/** Every active admin: security notices go to all of them, whatever their alert settings. */
export async function activeAdmins(db: Db): Promise<{ id: string; email: string }[]> {
  return db.selectFrom('admins').select(['id', 'email']).where('status', '=', 'active').orderBy('email').execute();
}
