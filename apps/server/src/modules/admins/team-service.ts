import { hash } from '@node-rs/argon2';
import {
  ADMIN_EMAIL_TAKEN,
  ADMIN_NOT_FOUND,
  type AddAdminBody,
  type AdminUser,
  CANNOT_REMOVE_LAST,
  CANNOT_REMOVE_SELF,
} from '@vernissage/contract';
import type { Db, Dialect } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { type Clock, isoNow } from '../../platform/clock.ts';
import { BadRequest, Conflict, NotFound, Unauthorized } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { getShopSettings } from '../settings/service.ts';
import { createInvitation } from './invitations.ts';
import {
  type AdminListRow,
  adminStatuses,
  deleteAdminKeepingOne,
  emailTaken,
  insertAdminRow,
  listAdminRows,
  lockAdmins,
} from './team-repo.ts';

export type AdminUsersDeps = { db: Db; dialect: Dialect; clock: Clock; publicUrl: string };

/** An invited admin's password column holds this: not a hash, so no password ever matches it. */
export const NO_PASSWORD_YET = '!invited';

const toAdminUser = (row: AdminListRow, youId: string): AdminUser => ({
  id: row.id,
  email: row.email,
  createdAt: row.created_at,
  passwordChangedAt: row.password_changed_at,
  lastSignInAt: row.last_sign_in_at ?? null,
  status: row.status === 'invited' ? 'invited' : 'active',
  invitationExpiresAt: row.status === 'invited' ? (row.invitation_expires_at ?? null) : null,
  isYou: row.id === youId,
});

export async function listAdmins(deps: AdminUsersDeps, youId: string): Promise<AdminUser[]> {
  return (await listAdminRows(deps.db)).map((row) => toAdminUser(row, youId));
}

/**
 * Adds an administrator: active with the given password (Argon2id), or invited, with a
 * single-use link e-mailed through the outbox in the same transaction.
 */
export async function addAdmin(deps: AdminUsersDeps, actorId: string, body: AddAdminBody): Promise<AdminUser> {
  const { email } = body;
  if (await emailTaken(deps.db, email)) throw new Conflict(ADMIN_EMAIL_TAKEN);
  const id = newId();
  const at = isoNow(deps.clock);
  const invite = body.password === undefined;
  const passwordHash = invite ? NO_PASSWORD_YET : await hash(body.password ?? '');
  // Read before the transaction: SQLite has one connection, which the transaction holds.
  const shopName = invite ? (await getShopSettings(deps.db)).shopName : '';
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertAdminRow(trx, { id, email, passwordHash, status: invite ? 'invited' : 'active', at });
      if (invite) await createInvitation(deps, trx, { adminId: id, email, invitedBy: actorId, shopName });
    });
  } catch (err) {
    // Two additions of one address at once: the unique e-mail lets one through.
    if (isUniqueViolation(err)) throw new Conflict(ADMIN_EMAIL_TAKEN);
    throw err;
  }
  const added = (await listAdmins(deps, actorId)).find((u) => u.id === id);
  if (!added) throw new NotFound(ADMIN_NOT_FOUND);
  return added;
}

/**
 * Removes an admin (never yourself, never the last active one). The check and the delete share
 * one transaction with every admin row locked, so two admins removing each other cannot both win.
 */
export async function removeAdmin(deps: AdminUsersDeps, actorId: string, targetId: string): Promise<void> {
  if (actorId === targetId) throw new BadRequest(CANNOT_REMOVE_SELF);
  await deps.db.transaction().execute(async (trx) => {
    await lockAdmins(trx, deps.dialect);
    const admins = await adminStatuses(trx);
    if (!admins.some((a) => a.id === targetId)) throw new NotFound(ADMIN_NOT_FOUND);
    if (!admins.some((a) => a.id !== targetId && a.status === 'active')) throw new BadRequest(CANNOT_REMOVE_LAST);
    // Removed by someone else a moment ago: this session is no longer an admin's.
    if (!admins.some((a) => a.id === actorId)) throw new Unauthorized();
    if (!(await deleteAdminKeepingOne(trx, targetId))) throw new BadRequest(CANNOT_REMOVE_LAST);
  });
}
