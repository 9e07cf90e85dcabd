import { hash } from '@node-rs/argon2';
import {
  ADMIN_EMAIL_TAKEN,
  ADMIN_NOT_FOUND,
  ADMIN_ROLE_LABELS,
  type AddAdminBody,
  type AdminRole,
  type AdminUser,
  CANNOT_DEMOTE_LAST_OWNER,
  CANNOT_REMOVE_LAST,
  CANNOT_REMOVE_SELF,
  OWNER_ONLY,
} from '@vernissage/contract';
import type { Db, Dialect } from '../../../db/connection.ts';
import { isUniqueViolation } from '../../../db/constraint-errors.ts';
import { inTransaction } from '../../../db/tx.ts';
import { type Clock, isoNow } from '../../../platform/clock.ts';
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from '../../../platform/errors.ts';
import { newId } from '../../../platform/ids.ts';
import { getShopSettings } from '../../settings/index.ts';
import { assertNotCommonPassword } from '../core/common-passwords.ts';
import { toRole } from '../core/roles.ts';
import { queueAccountChangeNotice } from '../core/security-notice.ts';
import { createInvitation } from './invitation-service.ts';
import {
  type AdminListRow,
  adminStatuses,
  deleteAdminKeepingOwner,
  emailTaken,
  insertAdminRow,
  listAdminRows,
  lockAdmins,
  setRoleKeepingOwner,
} from './team-repo.ts';

export type AdminUsersDeps = { db: Db; dialect: Dialect; clock: Clock; publicUrl: string };
/** The Owner making a change: named in the notice every admin receives. */
type Actor = { id: string; email: string };

/** An invited admin's password column holds this: not a hash, so no password ever matches it. */
const NO_PASSWORD_YET = '!invited';

const toAdminUser = (row: AdminListRow, youId: string): AdminUser => ({
  id: row.id,
  email: row.email,
  createdAt: row.created_at,
  passwordChangedAt: row.password_changed_at,
  lastSignInAt: row.last_sign_in_at ?? null,
  status: row.status === 'invited' ? 'invited' : 'active',
  role: toRole(row.role),
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
export async function addAdmin(deps: AdminUsersDeps, actor: Actor, body: AddAdminBody): Promise<AdminUser> {
  const { email } = body;
  if (await emailTaken(deps.db, email)) throw new Conflict(ADMIN_EMAIL_TAKEN);
  const id = newId();
  const at = isoNow(deps.clock);
  const invite = body.password === undefined;
  const role = body.role ?? 'staff';
  if (body.password !== undefined) await assertNotCommonPassword(body.password, 'password', email);
  const passwordHash = invite ? NO_PASSWORD_YET : await hash(body.password ?? '');
  // Read before the transaction: SQLite has one connection, which the transaction holds.
  const shopName = invite ? (await getShopSettings(deps.db)).shopName : '';
  try {
    await inTransaction(deps.db, async (tx) => {
      const status = invite ? 'invited' : 'active';
      await insertAdminRow(tx, { id, email, passwordHash, status, role, at });
      if (invite) await createInvitation({ ...deps, db: tx }, { adminId: id, email, invitedBy: actor.id, shopName });
      const how = invite ? 'invited' : 'added';
      const what = `${email} ${how} as ${ADMIN_ROLE_LABELS[role]}`;
      await queueAccountChangeNotice({ ...deps, db: tx }, { actor: actor.email, what });
    });
  } catch (err) {
    // Two additions of one address at once: the unique e-mail lets one through.
    if (isUniqueViolation(err)) throw new Conflict(ADMIN_EMAIL_TAKEN);
    throw err;
  }
  const added = (await listAdmins(deps, actor.id)).find((u) => u.id === id);
  if (!added) throw new NotFound(ADMIN_NOT_FOUND);
  return added;
}

/**
 * Runs a change to the team in one transaction with every admin row locked, after checking the
 * target exists and the actor is still an Owner, so two Owners changing each other at once cannot
 * leave the shop without one (decisions 014 and 030).
 */
async function changeTeam(
  deps: AdminUsersDeps,
  actor: Actor,
  targetId: string,
  change: (tx: Db, target: { email: string; hasOtherOwner: boolean }) => Promise<string>,
): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    await lockAdmins(tx, deps.dialect);
    const admins = await adminStatuses(tx);
    const target = admins.find((a) => a.id === targetId);
    if (!target) throw new NotFound(ADMIN_NOT_FOUND);
    // Removed or demoted by someone else a moment ago: this session no longer speaks for an Owner.
    const acting = admins.find((a) => a.id === actor.id);
    if (!acting) throw new Unauthorized();
    if (acting.role !== 'owner') throw new Forbidden(OWNER_ONLY);
    const hasOtherOwner = admins.some((a) => a.id !== targetId && a.status === 'active' && a.role === 'owner');
    const what = await change(tx, { email: target.email, hasOtherOwner });
    await queueAccountChangeNotice({ ...deps, db: tx }, { actor: actor.email, what });
  });
}

/** Removes an admin: never yourself, never the last active Owner. */
export async function removeAdmin(deps: AdminUsersDeps, actor: Actor, targetId: string): Promise<void> {
  if (actor.id === targetId) throw new BadRequest(CANNOT_REMOVE_SELF);
  await changeTeam(deps, actor, targetId, async (tx, target) => {
    if (!target.hasOtherOwner || !(await deleteAdminKeepingOwner(tx, targetId)))
      throw new BadRequest(CANNOT_REMOVE_LAST);
    return `${target.email} removed`;
  });
}

/** Makes an admin an Owner or Staff; the last active Owner cannot be demoted (not even by themself). */
export async function setAdminRole(
  deps: AdminUsersDeps,
  actor: Actor,
  targetId: string,
  role: AdminRole,
): Promise<AdminUser> {
  await changeTeam(deps, actor, targetId, async (tx, target) => {
    if (role !== 'owner' && !target.hasOtherOwner) throw new BadRequest(CANNOT_DEMOTE_LAST_OWNER);
    if (!(await setRoleKeepingOwner(tx, targetId, role))) throw new BadRequest(CANNOT_DEMOTE_LAST_OWNER);
    return `${target.email} is now ${ADMIN_ROLE_LABELS[role]}`;
  });
  const changed = (await listAdmins(deps, actor.id)).find((u) => u.id === targetId);
  if (!changed) throw new NotFound(ADMIN_NOT_FOUND);
  return changed;
}
