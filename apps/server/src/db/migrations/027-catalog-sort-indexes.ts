import { type Kysely, sql } from 'kysely';

/**
 * One index per gallery order (artwork-order.ts), each ending in the order's ties (`lower(title)`,
 * `id`), so a page of 24 walks its index and stops, whatever filter rides along, and never sorts the
 * matches (decision 059). Directions are spelled out: a descending sort still breaks ties ascending,
 * so its index cannot be the ascending one read backwards. The search text gets a covering
 * expression index so counting a search reads it, not the whole table (SQLite). The single-column
 * price and medium indexes, the old featured one and 003's medium-and-price one serve no query now.
 * Parenthesised expressions work on SQLite and PostgreSQL.
 */
type Db = Kysely<unknown>;

const ORDERS: [name: string, columns: string][] = [
  ['artworks_featured_asc_order', 'featured, (coalesce(year, 0)) desc, (lower(title)), id'],
  ['artworks_price_order', 'price_cents, (lower(title)), id'],
  ['artworks_price_desc_order', 'price_cents desc, (lower(title)), id'],
  ['artworks_title_order', '(lower(title)), id'],
  ['artworks_title_desc_order', '(lower(title)) desc, id'],
  ['artworks_year_order', '(coalesce(year, 0)), (lower(title)), id'],
  ['artworks_year_desc_order', '(coalesce(year, 0)) desc, (lower(title)), id'],
  ['artworks_search', '(lower(search_text))'],
];
const UNUSED = ['artworks_featured', 'artworks_price', 'artworks_medium', 'artworks_medium_price'];

export async function up(db: Db): Promise<void> {
  for (const [name, columns] of ORDERS)
    await sql`create index ${sql.id(name)} on artworks (${sql.raw(columns)})`.execute(db);
  for (const name of UNUSED) await db.schema.dropIndex(name).execute();
}

export async function down(db: Db): Promise<void> {
  await sql`create index artworks_medium_price on artworks (medium_category, price_cents, (lower(title)), id)`.execute(
    db,
  );
  await db.schema.createIndex('artworks_medium').on('artworks').column('medium_category').execute();
  await db.schema.createIndex('artworks_price').on('artworks').column('price_cents').execute();
  await db.schema.createIndex('artworks_featured').on('artworks').columns(['featured', 'year', 'title']).execute();
  for (const [name] of ORDERS.toReversed()) await db.schema.dropIndex(name).execute();
}
