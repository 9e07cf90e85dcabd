import type { Kysely } from 'kysely';

/**
 * Holds that strangers cannot keep (decision 028): an invoice order's hold has a state
 * (unconfirmed, confirmed, released) and an end; `email_key` is the buyer's address normalised for
 * the per-address caps, indexed with the order's time so the caps read a few rows. A checkout
 * address row is locked by each checkout from that address (the caps hold under concurrency on
 * PostgreSQL too) and remembers when the address last proved it owns its mailbox.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('orders').addColumn('email_key', 'text').execute();
  await db.schema.alterTable('orders').addColumn('hold_status', 'text').execute();
  await db.schema.alterTable('orders').addColumn('hold_until', 'text').execute();
  await db.schema.createIndex('orders_email_key_created').on('orders').columns(['email_key', 'created_at']).execute();
  await db.schema
    .createTable('checkout_addresses')
    .addColumn('email_key', 'text', (c) => c.primaryKey())
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('checkout_addresses').execute();
  await db.schema.dropIndex('orders_email_key_created').execute();
  await db.schema.alterTable('orders').dropColumn('hold_until').execute();
  await db.schema.alterTable('orders').dropColumn('hold_status').execute();
  await db.schema.alterTable('orders').dropColumn('email_key').execute();
}
