import { isMediumCategory } from '@vernissage/contract';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { contains } from '../../db/text-search.ts';
import { dialectOf } from '../../db/tx.ts';

/**
 * SQLite's trigram index of `search_text` and `medium` (migration 029, decision 063). It holds the
 * case-sensitive trigrams of `lower(x)`, so a phrase of three or more characters matches exactly the
 * works `lower(x) like '%term%'` matches; shorter terms keep the LIKE (a trigram index cannot serve them).
 */
export type TextMatch = {
  /** The FTS5 expression, one quoted phrase per served term (quotes inside doubled: no operators). */
  expression: string;
  /**
   * Or a search of one or two characters, which no trigram serves (decision 073): counted on the index
   * of `lower(search_text)` (migration 037), a fifth of the table; its works are met by the same LIKE.
   */
  short?: string;
  /** How many works it matches, read from the index alone. */
  count: number;
  /** Which filters it replaces. */
  serves: { search: boolean; medium: boolean };
};

/** At most this many matches are looked up and sorted; more are found by walking the order's index. */
export const SPARSE_MATCHES = 2000;
const TRIGRAM = 3;

const servable = (term: string | undefined): string | undefined =>
  term && [...term.toLowerCase()].length >= TRIGRAM ? term.toLowerCase() : undefined;
const phrase = (column: string, term: string) => `${column} : "${term.replaceAll('"', '""')}"`;

/** The filter's substring terms the index can serve, or undefined (PostgreSQL uses its own index). */
export async function findTextMatch(
  db: Db,
  f: { search?: string | undefined; medium?: string | undefined },
): Promise<TextMatch | undefined> {
  if (dialectOf(db) !== 'sqlite') return undefined;
  const search = servable(f.search);
  const medium = f.medium && !isMediumCategory(f.medium.toLowerCase()) ? servable(f.medium) : undefined;
  const phrases = [search && phrase('search_text', search), medium && phrase('medium', medium)].filter(Boolean);
  if (phrases.length === 0) return f.search ? shortSearch(db, f.search) : undefined;
  const expression = phrases.join(' AND ');
  const row = await sql<{ n: number }>`select count(*) as n from artwork_search
    where artwork_search match ${expression}`.execute(db);
  return { expression, count: Number(row.rows[0]?.n ?? 0), serves: { search: !!search, medium: !!medium } };
}

/**
 * The works a match holds. Few: looked up by rowid and sorted. Many: the order's listing index is
 * walked (it holds the rowid) and each entry tested against the matches, never reading the table.
 */
export function matchedWorks(m: TextMatch) {
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
