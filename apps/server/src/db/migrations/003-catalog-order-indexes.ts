import { type Kysely, sql } from 'kysely';

/**
 * Indexes that match the gallery's ORDER BY expressions exactly (artwork-order.ts), so a page of 24
 * reads 24 rows instead of sorting every match: the default featured order (also used by search)
 * and a medium filter sorted by price. Parenthesised expressions work on SQLite and PostgreSQL.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await sql`create index artworks_featured_order on artworks (featured desc, (coalesce(year, 0)) desc, (lower(title)), id)`.execute(
    db,
  );
  await sql`create index artworks_medium_price on artworks (medium_category, price_cents, (lower(title)), id)`.execute(
    db,
  );
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('artworks_medium_price').execute();
  await db.schema.dropIndex('artworks_featured_order').execute();
}
