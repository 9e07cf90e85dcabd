import { type Kysely, sql } from 'kysely';

/**
 * The sign-in limits count by client key, not by the exact address: an IPv6 client owns its whole
 * /64 (decision 053). The address stays for Login History; rows already there key by it.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('login_events')
    .addColumn('client_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update login_events set client_key = ip`.execute(db);
  await db.schema
    .createIndex('login_events_client_key')
    .on('login_events')
    .columns(['client_key', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('login_events_client_key').execute();
  await db.schema.alterTable('login_events').dropColumn('client_key').execute();
}
