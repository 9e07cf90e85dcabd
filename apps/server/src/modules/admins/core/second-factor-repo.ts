import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';

/** What checking a second factor writes: the last accepted step, and a spent recovery code. */

export async function unusedRecoveryCodes(db: Db, adminId: string): Promise<{ id: string; code_hash: string }[]> {
  return db
    .selectFrom('admin_recovery_codes')
    .select(['id', 'code_hash'])
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
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
