import type { Kysely } from 'kysely';

/**
 * Back-office accounts (decisions 030 to 034): each admin's role, Owner or Staff. Every admin that
 * exists before this migration could do everything, so each becomes an Owner; new admins default
 * to Staff in the service, not here.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute();
}
