import { type Kysely, sql } from 'kysely';

/**
 * The back office's orders (decisions 021 and 022): the carrier and tracking number of a shipped
 * order; the time a session last proved its password (sudo mode); and an index for the partial,
 * case-insensitive e-mail filter: a trigram GIN index on PostgreSQL (when pg_trgm can be created),
 * an FTS5 trigram table kept in step by triggers on SQLite (LIKE there cannot use a b-tree).
 */
type Db = Kysely<unknown>;

// A probe that only PostgreSQL answers: a failed statement aborts a PostgreSQL transaction, not a SQLite one.
async function isPostgres(db: Db): Promise<boolean> {
  const probe = sql<{ v: string }>`select current_setting('server_version') as v`.execute(db);
  return probe.then(
    () => true,
    () => false,
  );
}

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('orders').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
  await db.schema.alterTable('admin_sessions').addColumn('sudo_at', 'text').execute();
  if (await isPostgres(db)) {
    // A host without the extension (or the right to create it) keeps working, only slower.
    await sql`savepoint orders_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index orders_email_trgm on orders using gin ((lower(email)) gin_trgm_ops)`.execute(db);
      await sql`release savepoint orders_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint orders_trgm`.execute(db);
    }
    return;
  }
  await sql`create virtual table orders_email_search using fts5(email, content='orders', content_rowid='rowid', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into orders_email_search(orders_email_search) values ('rebuild')`.execute(db);
  await sql`create trigger orders_email_search_insert after insert on orders begin
    insert into orders_email_search(rowid, email) values (new.rowid, new.email); end`.execute(db);
  await sql`create trigger orders_email_search_delete after delete on orders begin
    insert into orders_email_search(orders_email_search, rowid, email) values ('delete', old.rowid, old.email); end`.execute(
    db,
  );
  await sql`create trigger orders_email_search_update after update of email on orders begin
    insert into orders_email_search(orders_email_search, rowid, email) values ('delete', old.rowid, old.email);
    insert into orders_email_search(rowid, email) values (new.rowid, new.email); end`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (await isPostgres(db)) {
    await sql`drop index if exists orders_email_trgm`.execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update']) await sql.raw(`drop trigger orders_email_search_${t}`).execute(db);
    await sql`drop table orders_email_search`.execute(db);
  }
  await db.schema.alterTable('admin_sessions').dropColumn('sudo_at').execute();
  await db.schema.alterTable('orders').dropColumn('tracking_number').execute();
  await db.schema.alterTable('orders').dropColumn('carrier').execute();
}
