import type { Kysely } from 'kysely';

/**
 * Orders paid through the sandbox provider are test payments (decision 027): no money moved, so
 * the invoice, the mails and the back office must never call them paid in full.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('test_payment', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('test_payment').execute();
}
