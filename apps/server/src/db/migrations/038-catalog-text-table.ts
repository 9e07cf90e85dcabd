import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect-probe.ts';

/**
 * PostgreSQL only (decision 078). `artwork_text`: one narrow row per work holding what the gallery's
 * substring filters test, already lower-cased (`lower(search_text)`, `lower(medium)`), and the search
 * text's length in bytes. A search or free medium text is counted there instead of on `artworks`
 * (rows of every column, each `lower()`ed again per read: 60-290 ms at 100,000 works), and a term
 * with few matches, or none a trigram serves (1-2 characters, wildcards alone), finds its works
 * there. Trigram indexes serve the longer terms; the length index ends a term longer than any search
 * text at once. Triggers keep the rows in the writing statement's transaction: a bulk insert of
 * works copies them in one statement, a change of `search_text` or `medium` rewrites the work's row,
 * a deleted work's row goes with it. `artworks.search_text` itself is stored lower-cased (the app
 * writes it so; a trigger makes sure), so a page walking its listing tests it without `lower()` per
 * row, and 029's trigram indexes on `artworks`, which nothing uses any more, are dropped.
 * SQLite has its trigram table (migration 029) and needs none of this.
 */
type Db = Kysely<unknown>;

const ROW = 'id, lower(search_text), lower(medium), octet_length(lower(search_text))';

export async function up(db: Db): Promise<void> {
  if (!(await isPostgres(db))) return;
  await sql`create function artworks_search_text_lowered() returns trigger language plpgsql as $$
    begin
      new.search_text := lower(new.search_text);
      return new;
    end $$`.execute(db);
  await sql`create trigger artworks_search_text_lowered before insert or update of search_text on artworks
    for each row execute function artworks_search_text_lowered()`.execute(db);
  await sql`update artworks set search_text = search_text where search_text <> lower(search_text)`.execute(db);
  await sql`drop index if exists artworks_search_trgm`.execute(db);
  await sql`drop index if exists artworks_medium_trgm`.execute(db);
  await sql`create table artwork_text (
    artwork_id text primary key references artworks (id) on delete cascade,
    search_text text not null,
    medium text not null,
    search_bytes integer not null)`.execute(db);
  await sql.raw(`insert into artwork_text select ${ROW} from artworks`).execute(db);
  await sql`create index artwork_text_bytes on artwork_text (search_bytes)`.execute(db);
  await sql`savepoint artwork_text_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index artwork_text_search_trgm on artwork_text using gin (search_text gin_trgm_ops)`.execute(db);
    await sql`create index artwork_text_medium_trgm on artwork_text using gin (medium gin_trgm_ops)`.execute(db);
    await sql`release savepoint artwork_text_trgm`.execute(db);
  } catch {
    // A host without pg_trgm scans the narrow table, as migration 029 leaves `artworks` unindexed.
    await sql`rollback to savepoint artwork_text_trgm`.execute(db);
  }
  await sql
    .raw(`create function artwork_text_added() returns trigger language plpgsql as $$
    begin
      insert into artwork_text select ${ROW} from added;
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create function artwork_text_changed() returns trigger language plpgsql as $$
    begin
      update artwork_text set search_text = lower(new.search_text), medium = lower(new.medium),
        search_bytes = octet_length(lower(new.search_text)) where artwork_id = new.id;
      return null;
    end $$`)
    .execute(db);
  await sql`create trigger artwork_text_insert after insert on artworks referencing new table as added
    for each statement execute function artwork_text_added()`.execute(db);
  // Only a change of the text: a sale or a stock change writes the work, never its text row.
  await sql`create trigger artwork_text_update after update of search_text, medium on artworks for each row
    when (old.search_text is distinct from new.search_text or old.medium is distinct from new.medium)
    execute function artwork_text_changed()`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!(await isPostgres(db))) return;
  await sql`drop trigger artwork_text_update on artworks`.execute(db);
  await sql`drop trigger artwork_text_insert on artworks`.execute(db);
  await sql`drop function artwork_text_changed()`.execute(db);
  await sql`drop function artwork_text_added()`.execute(db);
  await sql`drop table artwork_text`.execute(db);
  await sql`drop trigger artworks_search_text_lowered on artworks`.execute(db);
  await sql`drop function artworks_search_text_lowered()`.execute(db);
  // 029's indexes, where the extension is there (as 029 made them).
  await sql`savepoint artworks_trgm`.execute(db);
  try {
    await sql`create index artworks_search_trgm on artworks using gin ((lower(search_text)) gin_trgm_ops)`.execute(db);
    await sql`create index artworks_medium_trgm on artworks using gin ((lower(medium)) gin_trgm_ops)`.execute(db);
    await sql`release savepoint artworks_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint artworks_trgm`.execute(db);
  }
}
