import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';

/** admin_invitations: single-use links, stored as the SHA-256 of the token (decision 014). */

export type InvitationRow = {
  id: string;
  adminId: string;
  tokenHash: string;
  invitedBy: string;
  at: string;
  expiresAt: string;
};

export async function insertInvitation(db: Db, i: InvitationRow): Promise<void> {
  await db
    .insertInto('admin_invitations')
    .values({
      id: i.id,
      admin_id: i.adminId,
      token_hash: i.tokenHash,
      invited_by: i.invitedBy,
      created_at: i.at,
      expires_at: i.expiresAt,
    })
    .execute();
}

/** The invited admin behind a token hash, while the link is unused and unexpired. */
export async function findOpenInvitation(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('admin_invitations as i')
    .innerJoin('admins as a', 'a.id', 'i.admin_id')
    .select(['i.id', 'i.admin_id', 'i.expires_at', 'a.email'])
    .where('i.token_hash', '=', tokenHash)
    .where('i.accepted_at', 'is', null)
    .where('i.expires_at', '>', now)
    .where('a.status', '=', 'invited')
    .executeTakeFirst();
}

/** Marks the link used; false when another request used it first (single use under races). */
export async function markInvitationAccepted(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_invitations')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return affected(result) > 0;
}

export async function activateAdmin(db: Db, id: string, passwordHash: string, now: string): Promise<void> {
  await db
    .updateTable('admins')
    .set({ status: 'active', password_hash: passwordHash, password_changed_at: now })
    .where('id', '=', id)
    .execute();
}
