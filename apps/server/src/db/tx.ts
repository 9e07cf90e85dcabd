import { PostgresAdapter, type SelectQueryBuilder, sql } from 'kysely';
import { type Db, type Dialect, deferredHandleOf, SQLITE_SYNCHRONOUS } from './connection.ts';
import { inWriteGroup } from './sqlite-group-commit.ts';
import { insideTransaction } from './tx-scope.ts';

/**
 * The one place that knows how each database runs a write transaction. Services pass the executor
 * they are given (`tx`) down to every repo call inside the work; calling `deps.db` in there would
 * wait forever on SQLite, whose single connection the transaction holds, so a guarded handle
 * (development and tests) throws instead (`tx-scope.ts`).
 */
const open = new WeakSet<Db>();

export const dialectOf = (db: Db): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. A call
 * made with an executor that is already inside a transaction joins it.
 * - SQLite: BEGIN IMMEDIATE takes the write lock up front, so concurrent writers (other processes
 *   too) queue on busy_timeout instead of failing to upgrade a read lock half way. Transactions
 *   that arrive together commit together, each in its own savepoint (`sqlite-group-commit.ts`).
 * - PostgreSQL: READ COMMITTED; read-then-write logic locks its rows with `lockForUpdate`, and
 *   stock counters change with conditional updates that re-check under the row lock.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (open.has(db) || db.isTransaction) return work(db);
  if (dialectOf(db) === 'postgres') {
    return db.transaction().execute((tx) => insideTransaction(db, () => work(tx)));
  }
  return inWriteGroup(db, work, open);
}

/**
 * Runs one write statement whose commit does not wait for the disk: job bookkeeping only (claims
 * and done marks), whose loss on a power cut runs a job again, which every handler tolerates. The
 * next durable commit flushes it with its own (SQLite's write-ahead log and PostgreSQL's are
 * written in order), so a power cut loses at most the deferred commits after the last durable one,
 * and a process crash loses none (decision 074). Inside an open transaction it is part of that one.
 * - SQLite: `synchronous = NORMAL` for this statement, set and reset on the connection it holds,
 *   so no other statement runs in between; one statement, so the write lock is never held across
 *   an await (a second connection in the same process would wait on it with the event loop blocked).
 * - PostgreSQL: one statement on the handle's bookkeeping sessions, which run with
 *   `synchronous_commit` off (`openDb`); a handle without them runs its own transaction with it off.
 */
export async function deferredCommit<T>(db: Db, statement: (tx: Db) => Promise<T>): Promise<T> {
  if (open.has(db) || db.isTransaction) return statement(db);
  if (dialectOf(db) === 'postgres') {
    const deferred = deferredHandleOf(db);
    if (deferred) return statement(deferred);
    return db.transaction().execute(async (tx) => {
      await sql`set local synchronous_commit = off`.execute(tx);
      return statement(tx);
    });
  }
  return db.connection().execute(async (conn) => {
    await sql`pragma synchronous = normal`.execute(conn);
    try {
      return await statement(conn);
    } finally {
      await sql.raw(`pragma synchronous = ${SQLITE_SYNCHRONOUS}`).execute(conn);
    }
  });
}

/** `SELECT ... FOR UPDATE` on PostgreSQL; SQLite's IMMEDIATE transaction already holds the lock. */
export function lockForUpdate<DB, TB extends keyof DB, O>(
  tx: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(tx) === 'postgres' ? query.forUpdate() : query;
}

/** A boolean read back from SQL: PostgreSQL answers true/false, SQLite 1/0 (or '1' from some drivers). */
export const sqlBoolean = (value: unknown): boolean => value === true || Number(value) === 1;
