import type { Kysely } from 'kysely';

/**
 * The Users tab (decision 014): an admin is 'active' or 'invited' (no usable password yet), and an
 * invitation is a single-use link whose token is stored only as its SHA-256. Portable like 001.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const s = db.schema;
  await s
    .alterTable('admins')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .execute();
  await s
    .createTable('admin_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .execute();
  await s.createIndex('admin_invitations_admin').on('admin_invitations').column('admin_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('admin_invitations').execute();
  await db.schema.alterTable('admins').dropColumn('status').execute();
}
