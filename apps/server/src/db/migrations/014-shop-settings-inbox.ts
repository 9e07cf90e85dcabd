import type { Kysely } from 'kysely';

/**
 * Shop settings and the messages inbox (decisions 035 and 036): the audit trail of settings saves
 * (who, when, each changed field); whether an order's first storage month is free (fixed when it
 * is paid, like its fee; 1 for every existing order, the rule until now); and when a contact
 * message was read, with an index for the inbox's order that also serves the retention job.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('shop_settings_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull())
    .addColumn('admin_email', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shop_settings_changes_at')
    .on('shop_settings_changes')
    .columns(['changed_at', 'id'])
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('storage_first_month_free', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('contact_messages').addColumn('read_at', 'text').execute();
  await db.schema
    .createIndex('contact_messages_created')
    .on('contact_messages')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('contact_messages_created').execute();
  await db.schema.alterTable('contact_messages').dropColumn('read_at').execute();
  await db.schema.alterTable('orders').dropColumn('storage_first_month_free').execute();
  await db.schema.dropTable('shop_settings_changes').execute();
}
