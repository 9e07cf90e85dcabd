import type { Kysely } from 'kysely';

/**
 * Rate-limit counters shared by every node on one PostgreSQL database (decision 039): one row per
 * limit and client, the hits in the current window and when that window ends (epoch milliseconds).
 * SQLite gets the table too, so the schema stays one, but counts there stay in process memory.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_resets_at').on('rate_limit_hits').column('resets_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
