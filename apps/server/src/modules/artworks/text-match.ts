import { isMediumCategory } from '@vernissage/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { SHORT_GRAM_ALPHABET } from '../../db/migrations/039-catalog-short-grams.ts';
import { contains, containsLowered } from '../../db/text-search.ts';
import { dialectOf } from '../../db/tx.ts';

/**
 * SQLite's trigram index of `search_text` and `medium` (migration 029, decision 063). It holds the
 * case-sensitive trigrams of `lower(x)`, so a phrase of three or more characters matches exactly the
 * works `lower(x) like '%term%'` matches. A search of two characters matches any trigram the index
 * holds that begins with it (migration 040); a single character keeps the LIKE.
 * PostgreSQL: the narrow `artwork_text` table (migration 038, decision 078), the same LIKE on the
 * same lower-cased text, counted there for every term; a term of one or two characters is a bit of
 * `artwork_grams` instead (migration 039, decision 081).
 */
export type TextMatch = {
  /**
   * The FTS5 expression, one quoted phrase per served term (quotes inside doubled: no operators), a
   * search of two characters as the trigrams that begin with it.
   */
  expression: string;
  /**
   * Or a search of one character, which no trigram serves (decision 073): counted on the index
   * of `lower(search_text)` (migration 037), a fifth of the table; its works are met by the same LIKE.
   */
  short?: string;
  /** Or, on PostgreSQL, the terms as `artwork_text` matches them. */
  narrow?: NarrowTerms;
  /**
   * How many works it matches, read from the index alone, up to `SPARSE_MATCHES` + 1 (enough to pick a
   * plan; `countMatches` counts every one of a dense term). A single character's count is exact.
   */
  count: number;
  /** Which filters it replaces. */
  serves: { search: boolean; medium: boolean };
};

/** At most this many matches are looked up and sorted; more are found by walking the order's index. */
export const SPARSE_MATCHES = 2000;
const TRIGRAM = 3;

const servable = (term: string | undefined): string | undefined =>
  term && [...term.toLowerCase()].length >= TRIGRAM ? term.toLowerCase() : undefined;
const quoted = (term: string) => `"${term.replaceAll('"', '""')}"`;
const phrase = (column: string, term: string) => `${column} : ${quoted(term)}`;
// Above every character, so the range of a pair holds each trigram that begins with it.
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/**
 * A search of exactly two characters as the trigram index serves it (migration 040): any trigram
 * the index holds that begins with the pair. None: the pair itself, a phrase too short to match.
 */
async function pairPhrase(db: Db, term: string | undefined): Promise<string | undefined> {
  const pair = term?.toLowerCase();
  if (pair === undefined || [...pair].length !== TRIGRAM - 1) return undefined;
  const found = await sql<{ term: string }>`select term from artwork_search_vocab
    where term >= ${pair} and term < ${pair + LAST_CHARACTER}`.execute(db);
  const terms = found.rows.map((r) => quoted(r.term));
  return terms.length ? `search_text : (${terms.join(' OR ')})` : phrase('search_text', pair);
}

type NarrowTerms = { search?: string | undefined; medium?: string | undefined };

/** The filter's substring terms the index can serve, or undefined. */
export async function findTextMatch(
  db: Db,
  f: { search?: string | undefined; medium?: string | undefined },
): Promise<TextMatch | undefined> {
  if (dialectOf(db) !== 'sqlite') return narrowMatch(db, f);
  const search = servable(f.search);
  const pair = search ? undefined : await pairPhrase(db, f.search);
  const medium = f.medium && !isMediumCategory(f.medium.toLowerCase()) ? servable(f.medium) : undefined;
  const phrases = [search && phrase('search_text', search), pair, medium && phrase('medium', medium)].filter(Boolean);
  if (phrases.length === 0) return f.search ? shortSearch(db, f.search) : undefined;
  const expression = phrases.join(' AND ');
  // A dense term stops early: its plan needs no more, and its total (`countMatches`) only a full page's.
  const row = await sql<{ n: number }>`select count(*) as n from (select rowid from artwork_search
    where artwork_search match ${expression} limit ${SPARSE_MATCHES + 1})`.execute(db);
  return { expression, count: Number(row.rows[0]?.n ?? 0), serves: { search: !!(search || pair), medium: !!medium } };
}

/**
 * The works a match holds. Few: looked up by rowid and sorted. Many: the order's listing index is
 * walked (it holds the rowid) and each entry tested against the matches, never reading the table.
 */
export function matchedWorks(m: TextMatch, counting = false) {
  if (m.narrow) return narrowMatched(m.narrow, m.count, counting);
  if (m.short !== undefined) return shortMatch(m.short, m.count);
  const rowid = m.count <= SPARSE_MATCHES ? sql`artworks.rowid` : sql`+artworks.rowid`;
  return sql<SqlBool>`${rowid} in (select rowid from artwork_search where artwork_search match ${m.expression})`;
}

/** A short search: its matches counted on the `lower(search_text)` index, which a covering scan reads. */
async function shortSearch(db: Db, term: string): Promise<TextMatch> {
  const row = await db
    .selectFrom('artworks')
    .where(contains('artworks.search_text', term))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { expression: '', short: term, count: Number(row.n), serves: { search: true, medium: false } };
}

/**
 * Few matches: found on the same index and looked up by rowid, then sorted. Many: each work the
 * order's listing index walks is tested, which finds a page of them within the first entries.
 */
function shortMatch(term: string, count: number) {
  if (count > SPARSE_MATCHES) return contains('artworks.search_text', term);
  return sql<SqlBool>`artworks.rowid in (select s.rowid from artworks as s where ${contains('s.search_text', term)})`;
}

/** A work's text row holds the terms: the bytes test lets an index end a term longer than every text. */
const narrowTest = (t: NarrowTerms) =>
  sql.join(
    [
      ...(t.search
        ? [
            containsLowered('artwork_text.search_text', t.search),
            sql`artwork_text.search_bytes >= ${Buffer.byteLength(t.search.toLowerCase())}`,
          ]
        : []),
      ...(t.medium ? [containsLowered('artwork_text.medium', t.medium)] : []),
    ],
    sql` and `,
  );

/**
 * The bit of `artwork_grams` (migration 039) that says a work's text holds a search of one or two
 * characters, or undefined when a character is outside that table's alphabet.
 */
function shortGramBit(term: string): number | undefined {
  const at = [...term.toLowerCase()].map((c) => SHORT_GRAM_ALPHABET.indexOf(c));
  const [first, second] = at;
  if (first === undefined || at.length > 2 || at.some((i) => i < 0)) return undefined;
  const size = SHORT_GRAM_ALPHABET.length;
  return second === undefined ? first : size + first * size + second;
}

/**
 * Where a PostgreSQL text match finds its works: a search of one or two characters as one bit of
 * `artwork_grams` per work (joined to `artwork_text` only for a medium term), anything else on
 * `artwork_text` itself.
 */
function narrowSource(t: NarrowTerms): { from: RawBuilder<unknown>; id: RawBuilder<unknown> } {
  const bit = t.search ? shortGramBit(t.search) : undefined;
  if (bit === undefined)
    return { from: sql`from artwork_text where ${narrowTest(t)}`, id: sql`artwork_text.artwork_id` };
  const holds = sql`get_bit(artwork_grams.grams, ${bit}) = 1`;
  if (!t.medium) return { from: sql`from artwork_grams where ${holds}`, id: sql`artwork_grams.artwork_id` };
  return {
    from: sql`from artwork_grams join artwork_text on artwork_text.artwork_id = artwork_grams.artwork_id
      where ${holds} and ${narrowTest({ medium: t.medium })}`,
    id: sql`artwork_grams.artwork_id`,
  };
}

/**
 * PostgreSQL: the search and free medium text counted on `artwork_text`, up to one past
 * `SPARSE_MATCHES` (a dense term stops early); `countMatches` gives a dense term's total, which a
 * page counts beside its rows.
 */
async function narrowMatch(db: Db, f: NarrowTerms): Promise<TextMatch | undefined> {
  const medium = f.medium && !isMediumCategory(f.medium.toLowerCase()) ? f.medium : undefined;
  if (!f.search && !medium) return undefined;
  const narrow = { search: f.search || undefined, medium };
  const row = await sql<{ n: string }>`select count(*) as n from (select 1 ${narrowSource(narrow).from}
    limit ${SPARSE_MATCHES + 1}) as found`.execute(db);
  return {
    expression: '',
    narrow,
    count: Number(row.rows[0]?.n ?? 0),
    serves: { search: !!narrow.search, medium: !!medium },
  };
}

/** How many works a match holds: its count, or for a dense term, every match counted. */
export async function countMatches(db: Db, m: TextMatch): Promise<number> {
  if (m.count <= SPARSE_MATCHES || m.short !== undefined) return m.count;
  if (!m.narrow) {
    const all = await sql<{ n: number }>`select count(*) as n from artwork_search
      where artwork_search match ${m.expression}`.execute(db);
    return Number(all.rows[0]?.n ?? 0);
  }
  const row = await sql<{ n: string }>`select count(*) as n ${narrowSource(m.narrow).from}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/**
 * Few matches, or a count: looked up on `artwork_text`. A page of many: the same LIKE on each work
 * the order's listing index walks, which finds a page of them within the first entries (the search
 * text is stored lower-cased on PostgreSQL, migration 038, so it is tested as it is).
 */
function narrowMatched(t: NarrowTerms, count: number, counting: boolean) {
  if (counting || count <= SPARSE_MATCHES) {
    const { from, id } = narrowSource(t);
    return sql<SqlBool>`artworks.id in (select ${id} ${from})`;
  }
  const tests = [
    ...(t.search ? [containsLowered('artworks.search_text', t.search)] : []),
    ...(t.medium ? [contains('artworks.medium', t.medium)] : []),
  ];
  return sql<SqlBool>`(${sql.join(tests, sql` and `)})`;
}
