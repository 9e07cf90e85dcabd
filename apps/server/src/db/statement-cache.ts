import type Sqlite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every statement the app writes; lists of varying length (`in (?, ?, …)`) make a few more. */
const DEFAULT_MAX_STATEMENTS = 500;

/**
 * The SQLite database as Kysely's dialect sees it, with each statement prepared once per SQL text
 * (least recently used beyond `max` dropped). Kysely prepares every query afresh, which costs as much
 * as running a small one. A cached statement is never used by two queries at once: Kysely runs
 * one query at a time on the single connection, and the app streams no results.
 */
export function cachedStatements(database: Sqlite.Database, max = DEFAULT_MAX_STATEMENTS): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close() {
      cache.clear();
      database.close();
    },
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached) {
        // Re-inserted, so the Map's order is the order of last use.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > max) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}
