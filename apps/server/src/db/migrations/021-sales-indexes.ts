import { type Kysely, sql } from 'kysely';

/**
 * The Sales tab reads a range of orders twice: grouped by month, payment and status, and joined to
 * their lines for the best sellers (decision 045). These indexes hold every column those reads
 * need, so neither visits the tables: the orders by month (the same expression the query groups
 * by, so SQLite reads the groups in index order without sorting them) and the lines by order. The
 * indexes on orders(created_at) and order_items(order_id) stay for the other readers.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await sql`create index orders_sales_month on orders ((substr(created_at, 1, 7)), payment_method, payment_status, status, created_at, total_cents, id)`.execute(
    db,
  );
  await db.schema
    .createIndex('order_items_sales')
    .on('order_items')
    .columns(['order_id', 'title', 'artist_name', 'quantity', 'unit_price_cents'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('order_items_sales').execute();
  await db.schema.dropIndex('orders_sales_month').execute();
}
