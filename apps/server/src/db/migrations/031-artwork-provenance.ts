import { type Kysely, sql } from 'kysely';

/**
 * An artwork's provenance (gallery.md §3): its entries in order, each a free-text date ('2019',
 * 'March 2021'), what happened, and whether the public sees it. Rows, not a JSON column, so the
 * database checks what it holds; they go with their artwork.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('artwork_provenance')
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0`))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('public', 'integer', (c) => c.notNull().defaultTo(1).check(sql`public in (0, 1)`))
    .addPrimaryKeyConstraint('artwork_provenance_pk', ['artwork_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('artwork_provenance').execute();
}
