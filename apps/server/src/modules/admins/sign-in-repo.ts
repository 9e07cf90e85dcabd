import type { Db } from '../../db/connection.ts';
import { clientKey } from '../../platform/http/client-key.ts';
import { newId } from '../../platform/ids.ts';

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

export async function findAdminById(db: Db, id: string) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

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

export type LoginEventInput = {
  id?: string;
  adminId: string | null;
  email: string;
  success: boolean;
  ip: string;
  userAgent: string;
  createdAt: string;
};

export async function insertLoginEvent(db: Db, e: LoginEventInput): Promise<void> {
  await db
    .insertInto('login_events')
    .values({
      id: e.id ?? newId(),
      admin_id: e.adminId,
      email: e.email,
      success: e.success ? 1 : 0,
      ip: e.ip,
      client_key: clientKey(e.ip),
      user_agent: e.userAgent,
      created_at: e.createdAt,
    })
    .execute();
}

/** A reserved attempt (a failed row) turned into a successful sign-in, at the moment it succeeded. */
export async function markLoginEventSucceeded(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('login_events').set({ success: 1, created_at: at }).where('id', '=', id).execute();
}

export async function deleteLoginEvent(db: Db, id: string): Promise<void> {
  await db.deleteFrom('login_events').where('id', '=', id).execute();
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

/**
 * Times of the newest failed attempts matching the e-mail and/or client since a moment, newest
 * first; `client` is a clientKey (an IPv6 address counts with its whole /64).
 */
export async function failuresSince(
  db: Db,
  by: { email?: string; client?: string },
  since: string,
  limit: number,
): Promise<string[]> {
  let query = db
    .selectFrom('login_events')
    .select('created_at')
    .where('success', '=', 0)
    .where('created_at', '>', since);
  if (by.email !== undefined) query = query.where('email', '=', by.email);
  if (by.client !== undefined) query = query.where('client_key', '=', by.client);
  const rows = await query.orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map((r) => r.created_at);
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
