import type { Kysely } from 'kysely';

/**
 * Cookie choices are kept per browser (decision 054): the storefront sends a random id it keeps
 * with the choice, and a browser's new choice replaces its old row. Rows from before have none.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('cookie_consents').addColumn('browser_id', 'text').execute();
  await db.schema.createIndex('cookie_consents_browser').on('cookie_consents').column('browser_id').unique().execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('cookie_consents_browser').execute();
  await db.schema.alterTable('cookie_consents').dropColumn('browser_id').execute();
}
