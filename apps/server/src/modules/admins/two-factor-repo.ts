import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';
import { newId } from '../../platform/ids.ts';

/** The secrets are stored sealed (decision 044): the repo only ever sees the encrypted text. */

/** A setup shown to the admin: replaces any earlier unconfirmed one. */
export async function savePendingSecret(db: Db, adminId: string, secret: string): Promise<void> {
  await db.updateTable('admins').set({ two_factor_pending_secret: secret }).where('id', '=', adminId).execute();
}

/**
 * Turns two-factor on with the confirmed secret and stores the new recovery codes' hashes; false
 * when the pending secret changed meanwhile. Call inside a transaction.
 */
export async function enableTwoFactor(
  db: Db,
  adminId: string,
  change: { secret: string; step: number; recoveryHashes: string[]; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({
      two_factor_enabled: 1,
      two_factor_secret: change.secret,
      two_factor_pending_secret: null,
      two_factor_last_step: change.step,
      two_factor_recovery: null,
    })
    .where('id', '=', adminId)
    .where('two_factor_enabled', '=', 0)
    .where('two_factor_pending_secret', '=', change.secret)
    .executeTakeFirst();
  if (affected(result) === 0) return false;
  await replaceRecoveryCodes(db, adminId, change.recoveryHashes, change.at);
  return true;
}

/** The admin's recovery codes become these (a new set replaces every older one). */
export async function replaceRecoveryCodes(db: Db, adminId: string, hashes: string[], at: string): Promise<void> {
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('admin_recovery_codes')
    .values(hashes.map((code_hash) => ({ id: newId(), admin_id: adminId, code_hash, created_at: at })))
    .execute();
}

export async function unusedRecoveryCodes(db: Db, adminId: string): Promise<{ id: string; code_hash: string }[]> {
  return db
    .selectFrom('admin_recovery_codes')
    .select(['id', 'code_hash'])
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .execute();
}

export async function disableTwoFactor(db: Db, adminId: string): Promise<void> {
  await db
    .updateTable('admins')
    .set({
      two_factor_enabled: 0,
      two_factor_secret: null,
      two_factor_pending_secret: null,
      two_factor_last_step: null,
      two_factor_recovery: null,
    })
    .where('id', '=', adminId)
    .execute();
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
}

/**
 * Records the step of an accepted code, only if it is later than the last one: of two requests with
 * the same code, exactly one wins.
 */
export async function claimStep(db: Db, adminId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ two_factor_last_step: step })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
    .executeTakeFirst();
  return affected(result) > 0;
}

/** Spends one recovery code: of two requests with the same code, exactly one marks it used. */
export async function spendRecoveryCode(db: Db, codeId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: at })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return affected(result) > 0;
}
