import type { Db } from '../../../db/connection.ts';

/** The signed-in admin's own settings: password, notification toggles, tab order, sign-in history. */

export async function updatePassword(db: Db, id: string, passwordHash: string, at: string): Promise<void> {
  await db
    .updateTable('admins')
    .set({ password_hash: passwordHash, password_changed_at: at, must_change_password: 0 })
    .where('id', '=', id)
    .execute();
}

export async function saveTabOrder(db: Db, id: string, order: string[]): Promise<void> {
  await db
    .updateTable('admins')
    .set({ tab_order: JSON.stringify(order) })
    .where('id', '=', id)
    .execute();
}

export async function saveNotifications(
  db: Db,
  id: string,
  n: { newOrders: boolean; paymentAlerts: boolean; systemUpdates: boolean },
): Promise<void> {
  await db
    .updateTable('admins')
    .set({
      notify_new_orders: n.newOrders ? 1 : 0,
      notify_payment_alerts: n.paymentAlerts ? 1 : 0,
      notify_system_updates: n.systemUpdates ? 1 : 0,
    })
    .where('id', '=', id)
    .execute();
}

export async function loginEventsFor(db: Db, email: string, limit: number) {
  return db
    .selectFrom('login_events')
    .select(['created_at', 'ip', 'user_agent', 'success'])
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
