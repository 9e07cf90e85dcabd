import { AsyncResource } from 'node:async_hooks';
import { sql } from 'kysely';
import type { Db } from './connection.ts';
import { insideTransaction, refuseInsideTransaction } from './tx-scope.ts';

/**
 * Group commit for SQLite (decision 075). A commit's flush is most of what a write costs there and
 * blocks the event loop, so write transactions that arrive together share one: each runs alone in
 * a savepoint of one IMMEDIATE transaction, one after another exactly as they would one at a time
 * (each sees the writes of those before it), a failing one rolls back to its savepoint only, and
 * no caller hears of its result before the whole group has committed. A group takes the works
 * queued while it runs, and those that arrive in one more turn of the event loop, up to GROUP_MAX.
 */
const GROUP_MAX = 32;

type Queued = { work: (tx: Db) => Promise<unknown>; resolve(value: unknown): void; reject(error: unknown): void };
type Settled = { queued: Queued } & ({ ok: true; value: unknown } | { ok: false; error: unknown });

/** The queue of the group open on each root handle; a work that finds one joins it. */
const groups = new WeakMap<Db, Queued[]>();

/**
 * Runs `work` in the handle's next write group; `joined` marks the group's connection as inside a
 * transaction (so calls made with it join), while the group runs.
 */
export function inWriteGroup<T>(db: Db, work: (tx: Db) => Promise<T>, joined: WeakSet<Db>): Promise<T> {
  // Queued work never asks for a connection, so the guard's check is made here.
  refuseInsideTransaction(db);
  return new Promise<T>((resolve, reject) => {
    // The work runs in its caller's async context (not the group's first caller's), marked as
    // inside the transaction there.
    const marked = AsyncResource.bind((tx: Db) => insideTransaction(db, () => work(tx)));
    const queued: Queued = { work: marked, resolve: resolve as (v: unknown) => void, reject };
    const open = groups.get(db);
    if (open) open.push(queued);
    else startGroup(db, [queued], joined);
  });
}

function startGroup(db: Db, queue: Queued[], joined: WeakSet<Db>): void {
  groups.set(db, queue);
  void runGroup(db, queue, joined).then((outcome) => {
    if ('failure' in outcome) {
      // Nothing of the group committed: every work that ran in it fails, as its own transaction
      // would have; those that had not run get a group of their own, unless the group could not
      // even begin (the database locked by another process for busy_timeout): then they fail too.
      const failed = outcome.ran.length > 0 ? outcome.ran : queue.splice(0);
      for (const queued of failed) queued.reject(outcome.failure.error);
    } else {
      for (const s of outcome.settled) {
        if (s.ok) s.queued.resolve(s.value);
        else s.queued.reject(s.error);
      }
    }
    // Works left over by a full group (or a failed one) start the next.
    if (queue.length > 0) startGroup(db, queue, joined);
  });
}

/** Stops `queue` taking works (only it: a group started after it may be open already). */
function closeGroup(db: Db, queue: Queued[]): void {
  if (groups.get(db) === queue) groups.delete(db);
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type GroupOutcome = { settled: Settled[] } | { ran: Queued[]; failure: { error: unknown } };

async function runGroup(db: Db, queue: Queued[], joined: WeakSet<Db>): Promise<GroupOutcome> {
  const settled: Settled[] = [];
  let running: Queued | undefined;
  try {
    await db.connection().execute(async (tx) => {
      await sql`begin immediate`.execute(tx);
      joined.add(tx);
      try {
        while (settled.length < GROUP_MAX) {
          const queued = queue.shift();
          if (!queued) {
            await nextTurn();
            if (queue.length === 0) break;
            continue;
          }
          running = queued;
          settled.push(await runInSavepoint(tx, queued));
          running = undefined;
        }
        // New works start the next group from here: this one takes no more.
        closeGroup(db, queue);
        await sql`commit`.execute(tx);
      } catch (error) {
        closeGroup(db, queue);
        await sql`rollback`.execute(tx).catch(() => undefined);
        throw error;
      } finally {
        joined.delete(tx);
      }
    });
  } catch (error) {
    return { ran: [...settled.map((s) => s.queued), ...(running ? [running] : [])], failure: { error } };
  }
  return { settled };
}

/**
 * One work in its savepoint. A work that throws is rolled back to it; when SQLite has already
 * rolled back the whole transaction (a full disk, an I/O error), rolling back to the savepoint
 * throws and the group fails.
 */
async function runInSavepoint(tx: Db, queued: Queued): Promise<Settled> {
  await sql`savepoint work`.execute(tx);
  try {
    const value = await queued.work(tx);
    await sql`release savepoint work`.execute(tx);
    return { queued, ok: true, value };
  } catch (error) {
    await sql`rollback to savepoint work`.execute(tx);
    await sql`release savepoint work`.execute(tx);
    return { queued, ok: false, error };
  }
}
