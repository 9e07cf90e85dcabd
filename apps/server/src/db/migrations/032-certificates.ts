import { type Kysely, sql } from 'kysely';

/**
 * Certificates of authenticity (gallery.md §2, decision 066): one row per unit sold, holding what
 * the work was when it was certified (so the certificate says the same after the artwork is edited
 * or deleted; `image` is the work's first picture then, as JSON). The code is kept for the back office; the public finds a row by the code's SHA-256,
 * the primary key, so no index comparison ever runs on the secret itself. A unit has at most one
 * certificate that is not superseded: the partial unique index makes a second issue fail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('certificates')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('order_item_id', 'text', (c) => c.notNull().references('order_items.id'))
    .addColumn('unit', 'integer', (c) => c.notNull().check(sql`unit >= 1`))
    .addColumn('artwork_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('artist_name', 'text', (c) => c.notNull())
    .addColumn('year', 'integer')
    .addColumn('medium', 'text', (c) => c.notNull())
    .addColumn('dimensions', 'text', (c) => c.notNull())
    .addColumn('format_name', 'text', (c) => c.notNull())
    .addColumn('edition_number', 'integer')
    .addColumn('edition_size', 'integer')
    .addColumn('image', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('valid', 'revoked', 'superseded')`))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('reason', 'text')
    .addColumn('replaced_by', 'text')
    .execute();
  await db.schema.createIndex('certificates_order').on('certificates').column('order_id').execute();
  await db.schema
    .createIndex('certificates_one_per_unit')
    .on('certificates')
    .columns(['order_item_id', 'unit'])
    .unique()
    .where(sql.ref('status'), '<>', 'superseded')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
}
