import { type Kysely, sql } from 'kysely';

/**
 * Newsletter opens and clicks are kept once per delivery and minute (a click also per link), so
 * repeating a pixel or a link cannot inflate the statistics: `dedupe_key` is the minute, plus a hash
 * of the link for a click, and each event is an insert-or-ignore on the unique (delivery, key).
 * Rows recorded before keep their own key (their time and id), so none is lost or merged.
 */
type Db = Kysely<unknown>;

const TABLES = ['newsletter_opens', 'newsletter_clicks'] as const;

export async function up(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('dedupe_key', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update ${sql.table(table)} set dedupe_key = created_at || ' ' || id`.execute(db);
    await db.schema
      .createIndex(`${table}_delivery_dedupe`)
      .unique()
      .on(table)
      .columns(['delivery_id', 'dedupe_key'])
      .execute();
    // The unique index starts with delivery_id, so it serves what the old one did.
    await db.schema.dropIndex(`${table}_delivery`).execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema.createIndex(`${table}_delivery`).on(table).column('delivery_id').execute();
    await db.schema.dropIndex(`${table}_delivery_dedupe`).execute();
    await db.schema.alterTable(table).dropColumn('dedupe_key').execute();
  }
}
