import type { Kysely } from 'kysely';

/**
 * Two-factor sign-in (decision 017): the TOTP secret of an admin who turned it on, the secret of a
 * setup not yet confirmed, the last time step accepted (a code works once), and the SHA-256 of each
 * unused recovery code as a JSON array. SQLite adds one column per statement.
 */
type Db = Kysely<unknown>;

const columns = [
  ['two_factor_secret', 'text'],
  ['two_factor_pending_secret', 'text'],
  ['two_factor_last_step', 'integer'],
  ['two_factor_recovery', 'text'],
] as const;

export async function up(db: Db): Promise<void> {
  for (const [name, type] of columns) await db.schema.alterTable('admins').addColumn(name, type).execute();
}

export async function down(db: Db): Promise<void> {
  for (const [name] of [...columns].reverse()) await db.schema.alterTable('admins').dropColumn(name).execute();
}
