import { type Kysely, sql } from 'kysely';
import { rebuildSqliteTable, withConstraint, withoutConstraint } from './sqlite-rebuild.ts';

/**
 * Double opt-in (decision 054): a subscriber is `pending` until the address confirms. The status
 * column accepts only its three values, checked by the database (the pattern of migration 020).
 * Earlier versions wrote only `subscribed` and `unsubscribed`; a row outside the list (edited by
 * hand) stops the migration with the values found.
 */
type Db = Kysely<unknown>;
const VALUES = ['pending', 'subscribed', 'unsubscribed'];
const NAME = 'newsletter_subscribers_status_check';
const CONSTRAINT = `CONSTRAINT "${NAME}" CHECK ("status" IN (${VALUES.map((v) => `'${v}'`).join(', ')}))`;

async function isPostgres(db: Db): Promise<boolean> {
  return sql`select current_setting('server_version') as v`.execute(db).then(
    () => true,
    () => false,
  );
}

export async function up(db: Db): Promise<void> {
  const stray = await sql<{ value: string }>`select distinct status as value from newsletter_subscribers
    where status not in (${sql.join(VALUES)})`.execute(db);
  if (stray.rows.length > 0) {
    const found = stray.rows.map((r) => `'${r.value}'`).join(', ');
    throw new Error(
      `newsletter_subscribers.status holds ${found}, outside ${VALUES.join(', ')}: correct those rows, then start again`,
    );
  }
  if (await isPostgres(db)) {
    await sql.raw(`alter table "newsletter_subscribers" add ${CONSTRAINT}`).execute(db);
    return;
  }
  await rebuildSqliteTable(db, 'newsletter_subscribers', (create) => withConstraint(create, CONSTRAINT));
}

export async function down(db: Db): Promise<void> {
  if (await isPostgres(db)) {
    await sql.raw(`alter table "newsletter_subscribers" drop constraint "${NAME}"`).execute(db);
    return;
  }
  await rebuildSqliteTable(db, 'newsletter_subscribers', (create) => withoutConstraint(create, CONSTRAINT));
}
