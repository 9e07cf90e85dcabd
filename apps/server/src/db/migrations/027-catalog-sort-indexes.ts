import { type Kysely, sql } from 'kysely';

/**
 * The gallery's reads at 100,000 works (decision 059). Every work gets `category_mask`, its medium
 * categories as bits (the `category` labels of migration 015, which stay), so a category filter is a
 * column test instead of a label look-up per work. Then one index per gallery order
 * (artwork-order.ts), each ending in the order's ties (`lower(title)`, `id`) and holding the columns
 * the filters test, so a page walks its index, skips non-matches without reading the table and stops
 * after a page; a count scans one of them. Directions are spelled out: a descending sort still
 * breaks ties ascending, so its index cannot be the ascending one read backwards. The single-column
 * price and medium indexes, the old featured one and 003's two serve no query any more.
 * Parenthesised expressions work on SQLite and PostgreSQL.
 */
type Db = Kysely<unknown>;

// The bit of each category: its place in the contract's MEDIUM_CATEGORIES, which only grows at the end.
const BITS: [category: string, bit: number][] = [
  ['paintings', 1],
  ['photography', 2],
  ['digital-art', 4],
  ['mixed-media', 8],
];
// What the filters test, after each order's own columns and ties.
const FILTERED = 'category_mask, price_cents, limited, featured, created_at';
const ORDERS: [name: string, columns: string][] = [
  ['artworks_featured_desc_list', 'featured desc, (coalesce(year, 0)) desc'],
  ['artworks_featured_asc_list', 'featured, (coalesce(year, 0)) desc'],
  ['artworks_price_asc_list', 'price_cents'],
  ['artworks_price_desc_list', 'price_cents desc'],
  ['artworks_year_asc_list', '(coalesce(year, 0))'],
  ['artworks_year_desc_list', '(coalesce(year, 0)) desc'],
];
const TITLE_ORDERS: [name: string, columns: string][] = [
  ['artworks_title_asc_list', '(lower(title)), id'],
  ['artworks_title_desc_list', '(lower(title)) desc, id'],
];
const UNUSED = [
  'artworks_featured',
  'artworks_price',
  'artworks_medium',
  'artworks_medium_price',
  'artworks_featured_order',
];

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('artworks')
    .addColumn('category_mask', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const bit = sql.join(
    BITS.map(([category, value]) => sql`when ${sql.lit(category)} then ${sql.lit(value)}`),
    sql` `,
  );
  await sql`update artworks set category_mask = (
      select coalesce(sum(case artwork_labels.value ${bit} else 0 end), 0) from artwork_labels
      where artwork_labels.artwork_id = artworks.id and artwork_labels.kind = 'category')`.execute(db);
  for (const [name, columns] of ORDERS) {
    await sql`create index ${sql.id(name)} on artworks (${sql.raw(columns)}, (lower(title)), id, ${sql.raw(FILTERED)})`.execute(
      db,
    );
  }
  for (const [name, columns] of TITLE_ORDERS) {
    await sql`create index ${sql.id(name)} on artworks (${sql.raw(columns)}, ${sql.raw(FILTERED)})`.execute(db);
  }
  for (const name of UNUSED) await db.schema.dropIndex(name).execute();
}

export async function down(db: Db): Promise<void> {
  await sql`create index artworks_featured_order on artworks (featured desc, (coalesce(year, 0)) desc, (lower(title)), id)`.execute(
    db,
  );
  await sql`create index artworks_medium_price on artworks (medium_category, price_cents, (lower(title)), id)`.execute(
    db,
  );
  await db.schema.createIndex('artworks_medium').on('artworks').column('medium_category').execute();
  await db.schema.createIndex('artworks_price').on('artworks').column('price_cents').execute();
  await db.schema.createIndex('artworks_featured').on('artworks').columns(['featured', 'year', 'title']).execute();
  for (const [name] of [...ORDERS, ...TITLE_ORDERS]) await db.schema.dropIndex(name).execute();
  await db.schema.alterTable('artworks').dropColumn('category_mask').execute();
}
