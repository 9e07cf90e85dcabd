import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';

/** A setup shown to the admin: replaces any earlier unconfirmed one. */
export async function savePendingSecret(db: Db, adminId: string, secret: string): Promise<void> {
  await db.updateTable('admins').set({ two_factor_pending_secret: secret }).where('id', '=', adminId).execute();
}

/** Turns two-factor on with the confirmed secret; false when the pending secret changed meanwhile. */
export async function enableTwoFactor(
  db: Db,
  adminId: string,
  change: { secret: string; step: number; recoveryHashes: string[] },
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({
      two_factor_enabled: 1,
      two_factor_secret: change.secret,
      two_factor_pending_secret: null,
      two_factor_last_step: change.step,
      two_factor_recovery: JSON.stringify(change.recoveryHashes),
    })
    .where('id', '=', adminId)
    .where('two_factor_enabled', '=', 0)
    .where('two_factor_pending_secret', '=', change.secret)
    .executeTakeFirst();
  return affected(result) > 0;
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

/** Spends a recovery code: swaps the stored list for the shorter one, only if nobody changed it meanwhile. */
export async function spendRecoveryCode(db: Db, adminId: string, before: string, after: string[]): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ two_factor_recovery: JSON.stringify(after) })
    .where('id', '=', adminId)
    .where('two_factor_recovery', '=', before)
    .executeTakeFirst();
  return affected(result) > 0;
}
