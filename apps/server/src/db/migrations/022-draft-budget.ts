import type { Kysely } from 'kysely';

/**
 * A card checkout's hold is budgeted (decision 052): one open draft per e-mail address and three
 * per client. The draft keeps the keys they are counted by; drafts from before have none and count
 * for nobody (they end within 15 minutes of the upgrade anyway).
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('order_drafts').addColumn('email_key', 'text').execute();
  await db.schema.alterTable('order_drafts').addColumn('client_key', 'text').execute();
  await db.schema.createIndex('order_drafts_email_key').on('order_drafts').columns(['email_key', 'status']).execute();
  await db.schema.createIndex('order_drafts_client_key').on('order_drafts').columns(['client_key', 'status']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('order_drafts_client_key').execute();
  await db.schema.dropIndex('order_drafts_email_key').execute();
  await db.schema.alterTable('order_drafts').dropColumn('client_key').execute();
  await db.schema.alterTable('order_drafts').dropColumn('email_key').execute();
}
