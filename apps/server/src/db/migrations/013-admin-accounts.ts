import type { Kysely } from 'kysely';

/**
 * Back-office accounts (decisions 030 to 034): each admin's role, Owner or Staff (every admin that
 * exists before this migration could do everything, so each becomes an Owner; new admins default
 * to Staff in the service, not here); and whether the admin must choose a new password before
 * anything else (a generated first password); and when each session was last used, for the idle
 * timeout.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute();
  await db.schema
    .alterTable('admins')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('admin_sessions').addColumn('last_seen_at', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('admin_sessions').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('admins').dropColumn('must_change_password').execute();
  await db.schema.alterTable('admins').dropColumn('role').execute();
}
