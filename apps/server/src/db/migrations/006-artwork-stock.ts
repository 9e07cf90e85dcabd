import { type Kysely, sql } from 'kysely';

/**
 * Stock counters on the artwork, the unit of stock (decision 020): `units` is 1 for an original and
 * the edition size for a limited edition; `reserved` units are held by unpaid invoice orders and
 * open card checkouts; `sold` units are paid. Checkout changes them with conditional updates only.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('artworks')
    .addColumn('units', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('artworks')
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('artworks')
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update artworks set units = limited_count where limited = 1 and limited_count > 0`.execute(db);
}

export async function down(db: Db): Promise<void> {
  for (const column of ['sold', 'reserved', 'units']) {
    await db.schema.alterTable('artworks').dropColumn(column).execute();
  }
}
