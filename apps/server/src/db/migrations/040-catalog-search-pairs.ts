import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect-probe.ts';

/**
 * SQLite only (decision 086). A search of two characters, which no trigram matches, is served by
 * the trigram index of migration 029 all the same: a text holds the pair `bl` exactly when the index
 * holds a trigram that begins with `bl`, once each text is indexed with one space after it (so a
 * pair at its very end begins one too). `artwork_search_vocab` lists the index's trigrams, so the
 * repo asks for every trigram in the range of `bl` and matches any of them. The space added can
 * change no other search: search terms are trimmed, so no phrase ends with a space. Only the
 * indexed text changes; `artworks.search_text` is stored as before.
 */
type Db = Kysely<unknown>;

async function indexSearchText(db: Db, indexed: string): Promise<void> {
  await sql`drop trigger artwork_search_insert`.execute(db);
  await sql`drop trigger artwork_search_update`.execute(db);
  await sql`insert into artwork_search (artwork_search) values ('delete-all')`.execute(db);
  const text = sql.raw(indexed);
  await sql`insert into artwork_search (rowid, search_text, medium)
    select rowid, ${text}, lower(medium) from artworks`.execute(db);
  await sql`create trigger artwork_search_insert after insert on artworks begin
    insert into artwork_search (rowid, search_text, medium) values (new.rowid, ${sql.raw(indexed.replaceAll('search_text', 'new.search_text'))}, lower(new.medium)); end`.execute(
    db,
  );
  await sql`create trigger artwork_search_update after update of search_text, medium on artworks begin
    delete from artwork_search where rowid = old.rowid;
    insert into artwork_search (rowid, search_text, medium) values (new.rowid, ${sql.raw(indexed.replaceAll('search_text', 'new.search_text'))}, lower(new.medium)); end`.execute(
    db,
  );
}

export async function up(db: Db): Promise<void> {
  if (await isPostgres(db)) return;
  await indexSearchText(db, `lower(search_text) || ' '`);
  await sql`create virtual table artwork_search_vocab using fts5vocab(artwork_search, 'row')`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (await isPostgres(db)) return;
  await sql`drop table artwork_search_vocab`.execute(db);
  await indexSearchText(db, 'lower(search_text)');
}
