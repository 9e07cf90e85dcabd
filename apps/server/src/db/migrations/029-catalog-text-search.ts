import { type Kysely, sql } from 'kysely';

/**
 * Trigram indexes for the gallery's two substring filters, `search` (in `search_text`) and a free
 * `medium` text (decision 063), so a search with few or no matches no longer reads every work.
 * PostgreSQL: `pg_trgm` GIN indexes on `lower(...)`, which serve the unchanged `lower(x) like` and
 * recheck every row, so results cannot differ; a host where the extension cannot be created keeps
 * working without them (as migration 007 does for e-mails). SQLite: a contentless FTS5 table,
 * case-sensitive trigrams of `lower(...)` keyed by the work's rowid and kept by triggers in the
 * writing statement's transaction. SQLite's `lower()` and LIKE fold ASCII only, so a phrase of three
 * or more characters matches exactly the works `lower(x) like '%term%'` does (the repo's fallback for
 * shorter terms); table rebuilds keep rowids (sqlite-rebuild.ts).
 * Both: a narrow index of the columns the filters test, which a count scans instead of a listing
 * index (a third of its width) or, on PostgreSQL, the whole table.
 */
type Db = Kysely<unknown>;

const TRIGGERS = ['insert', 'delete', 'update'];

// A probe that only PostgreSQL answers: a failed statement aborts a PostgreSQL transaction, not a SQLite one.
async function isPostgres(db: Db): Promise<boolean> {
  return sql`select current_setting('server_version') as v`.execute(db).then(
    () => true,
    () => false,
  );
}

// No column a filter can seek on comes first, so a page never trades its listing index for this one.
const COUNTED = 'category_mask, limited, price_cents, created_at, featured';

export async function up(db: Db): Promise<void> {
  await sql`create index artworks_filter_count on artworks (${sql.raw(COUNTED)})`.execute(db);
  if (await isPostgres(db)) {
    await sql`savepoint artworks_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index artworks_search_trgm on artworks using gin ((lower(search_text)) gin_trgm_ops)`.execute(
        db,
      );
      await sql`create index artworks_medium_trgm on artworks using gin ((lower(medium)) gin_trgm_ops)`.execute(db);
      await sql`release savepoint artworks_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint artworks_trgm`.execute(db);
    }
    return;
  }
  await sql`create virtual table artwork_search using fts5(search_text, medium, content='', contentless_delete=1,
    tokenize='trigram case_sensitive 1')`.execute(db);
  await sql`insert into artwork_search (rowid, search_text, medium)
    select rowid, lower(search_text), lower(medium) from artworks`.execute(db);
  await sql`create trigger artwork_search_insert after insert on artworks begin
    insert into artwork_search (rowid, search_text, medium) values (new.rowid, lower(new.search_text), lower(new.medium)); end`.execute(
    db,
  );
  await sql`create trigger artwork_search_delete after delete on artworks begin
    delete from artwork_search where rowid = old.rowid; end`.execute(db);
  await sql`create trigger artwork_search_update after update of search_text, medium on artworks begin
    delete from artwork_search where rowid = old.rowid;
    insert into artwork_search (rowid, search_text, medium) values (new.rowid, lower(new.search_text), lower(new.medium)); end`.execute(
    db,
  );
}

export async function down(db: Db): Promise<void> {
  await sql`drop index artworks_filter_count`.execute(db);
  if (await isPostgres(db)) {
    await sql`drop index if exists artworks_medium_trgm`.execute(db);
    await sql`drop index if exists artworks_search_trgm`.execute(db);
    return;
  }
  for (const t of TRIGGERS) await sql.raw(`drop trigger artwork_search_${t}`).execute(db);
  await sql`drop table artwork_search`.execute(db);
}
