import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import { clientKey } from '../../../platform/http/client-key.ts';
import { newId } from '../../../platform/ids.ts';

/** login_events: every sign-in attempt, which the sign-in limits count and Login History shows. */

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

// Advisory-lock namespace for sign-in counting; the second key is a hash of the e-mail or address.
const LOCK_SPACE = 731_420;

/** PostgreSQL: holds one advisory lock per key, in this order, until the transaction ends. */
export async function lockSignInKeys(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key}))`.execute(db);
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
