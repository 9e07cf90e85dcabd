import type { AdminRole } from '@vernissage/contract';
import { affected } from '../../../db/affected-rows.ts';
import type { Db, Dialect } from '../../../db/connection.ts';

/** Every admin with the facts the Users tab shows, oldest first. */
export async function listAdminRows(db: Db) {
  return db
    .selectFrom('admins as a')
    .select((eb) => [
      'a.id',
      'a.email',
      'a.status',
      'a.role',
      'a.created_at',
      'a.password_changed_at',
      eb
        .selectFrom('login_events as e')
        .select((e) => e.fn.max('e.created_at').as('at'))
        .whereRef('e.admin_id', '=', 'a.id')
        .where('e.success', '=', 1)
        .as('last_sign_in_at'),
      eb
        .selectFrom('admin_invitations as i')
        .select((i) => i.fn.max('i.expires_at').as('at'))
        .whereRef('i.admin_id', '=', 'a.id')
        .where('i.accepted_at', 'is', null)
        .as('invitation_expires_at'),
    ])
    .orderBy('a.created_at')
    .orderBy('a.email')
    .execute();
}

export type AdminListRow = Awaited<ReturnType<typeof listAdminRows>>[number];

/** `email` is lower-case; stored addresses are compared without case, like sign-in does. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('admins')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  return row !== undefined;
}

export type NewAdminRow = {
  id: string;
  email: string;
  passwordHash: string;
  status: 'active' | 'invited';
  role: AdminRole;
  at: string;
};

export async function insertAdminRow(db: Db, a: NewAdminRow): Promise<void> {
  await db
    .insertInto('admins')
    .values({
      id: a.id,
      email: a.email,
      password_hash: a.passwordHash,
      status: a.status,
      role: a.role,
      password_changed_at: a.status === 'active' ? a.at : null,
      created_at: a.at,
    })
    .execute();
}

/**
 * Locks every admin row until the transaction ends (PostgreSQL), so two removals cannot both see
 * "someone else is left". SQLite needs no lock: its writers are serialised.
 */
export async function lockAdmins(db: Db, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('admins').select('id').orderBy('id').forUpdate().execute();
}

export async function adminStatuses(db: Db): Promise<{ id: string; email: string; status: string; role: string }[]> {
  return db.selectFrom('admins').select(['id', 'email', 'status', 'role']).execute();
}

/** Deletes the admin only while another active Owner remains; sessions and invitations cascade. */
export async function deleteAdminKeepingOwner(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('admins')
    .where('id', '=', id)
    .where((eb) => eb.exists(anotherActiveOwner(db, id)))
    .executeTakeFirst();
  return affected(result) > 0;
}

/** Sets the role; demoting works only while another active Owner remains. */
export async function setRoleKeepingOwner(db: Db, id: string, role: AdminRole): Promise<boolean> {
  let update = db.updateTable('admins').set({ role }).where('id', '=', id);
  if (role !== 'owner') update = update.where((eb) => eb.exists(anotherActiveOwner(db, id)));
  const result = await update.executeTakeFirst();
  return affected(result) > 0;
}

const anotherActiveOwner = (db: Db, id: string) =>
  db
    .selectFrom('admins as other')
    .select('other.id')
    .where('other.id', '<>', id)
    .where('other.status', '=', 'active')
    .where('other.role', '=', 'owner');
