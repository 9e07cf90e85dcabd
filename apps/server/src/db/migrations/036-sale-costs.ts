import { type Kysely, sql } from 'kysely';

type Db = Kysely<unknown>;

/**
 * What a sale costs (gallery.md §6, decision 072): each format type's shipping class and an artwork
 * format's own; on each order the currency it was sold in, whether its shipping waits for the
 * gallery's quote, and its tax line as charged. Existing rows keep today's behaviour: US dollars,
 * shipping 0 and not quoted, no tax line. The class list is written out as it was when this
 * migration was made; the contract's `SHIPPING_CLASSES` must match it (the migration's test compares).
 */
export const SHIPPING_CLASS_VALUES = ['small', 'medium', 'large', 'crate', 'quote'] as const;
const classes = SHIPPING_CLASS_VALUES.map((c) => `'${c}'`).join(', ');

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('format_types')
    .addColumn('shipping_class', 'text', (c) =>
      c
        .notNull()
        .defaultTo('medium')
        .check(sql.raw(`shipping_class in (${classes})`)),
    )
    .execute();
  await db.schema
    .alterTable('artwork_formats')
    .addColumn('shipping_class', 'text', (c) =>
      c.check(sql.raw(`shipping_class is null or shipping_class in (${classes})`)),
    )
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('shipping_quoted', 'integer', (c) => c.notNull().defaultTo(0).check(sql`shipping_quoted in (0, 1)`))
    .execute();
  await db.schema.alterTable('orders').addColumn('tax_label', 'text').execute();
  // The rate in thousandths of a percent (8.875% is 8875), so it stays exact.
  await db.schema
    .alterTable('orders')
    .addColumn('tax_rate_milli', 'integer', (c) => c.check(sql`tax_rate_milli is null or tax_rate_milli > 0`))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('prices_include_tax', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`prices_include_tax in (0, 1)`),
    )
    .execute();
  // A card checkout's costs as the buyer agreed to pay them (JSON); null on drafts made before.
  await db.schema.alterTable('order_drafts').addColumn('costs', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('order_drafts').dropColumn('costs').execute();
  for (const column of ['prices_include_tax', 'tax_rate_milli', 'tax_label', 'shipping_quoted', 'currency']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.alterTable('artwork_formats').dropColumn('shipping_class').execute();
  await db.schema.alterTable('format_types').dropColumn('shipping_class').execute();
}
