import type { ExpressionBuilder } from 'kysely';
import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';
import type { Database } from '../../../db/schema.ts';
import { newId } from '../../../platform/ids.ts';

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

/** The stored two-factor secrets of one admin, as the start-up step reads and rewrites them. */
export type StoredSecrets = {
  id: string;
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
  two_factor_recovery: string | null;
};

/** Every admin with a TOTP secret, a pending one or a legacy recovery list. */
export async function adminsWithSecrets(db: Db): Promise<StoredSecrets[]> {
  return db
    .selectFrom('admins')
    .select(['id', 'two_factor_secret', 'two_factor_pending_secret', 'two_factor_recovery'])
    .where((eb) =>
      eb.or([
        eb('two_factor_secret', 'is not', null),
        eb('two_factor_pending_secret', 'is not', null),
        eb('two_factor_recovery', 'is not', null),
      ]),
    )
    .execute();
}

/**
 * Stores the sealed secrets and drops the legacy recovery list, only while the row is still as it
 * was read; false when another node changed it meanwhile.
 */
export async function replaceSecretsIfUnchanged(
  db: Db,
  row: StoredSecrets,
  next: { secret: string | null; pending: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ two_factor_secret: next.secret, two_factor_pending_secret: next.pending, two_factor_recovery: null })
    .where('id', '=', row.id)
    .where((eb) =>
      eb.and([
        sameAs(eb, 'two_factor_secret', row.two_factor_secret),
        sameAs(eb, 'two_factor_pending_secret', row.two_factor_pending_secret),
        sameAs(eb, 'two_factor_recovery', row.two_factor_recovery),
      ]),
    )
    .executeTakeFirst();
  return affected(result) > 0;
}

type Column = 'two_factor_secret' | 'two_factor_pending_secret' | 'two_factor_recovery';
const sameAs = (eb: ExpressionBuilder<Database, 'admins'>, column: Column, value: string | null) =>
  value === null ? eb(column, 'is', null) : eb(column, '=', value);
