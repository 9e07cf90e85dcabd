import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { precompiled } from '../../db/precompiled.ts';
import type { JobRow } from '../../db/schema.ts';
import { deferredCommit, dialectOf } from '../../db/tx.ts';

/**
 * Claims up to `limit` due jobs for `workerId` in one statement, counting the attempt.
 * PostgreSQL: FOR UPDATE SKIP LOCKED lets many nodes claim side by side without taking
 * the same row. SQLite: one UPDATE ... RETURNING is its own write transaction and SQLite
 * serialises writers, so two connections cannot claim the same row. An explicit
 * BEGIN ... COMMIT around it would be worse there: better-sqlite3 is synchronous, so a
 * second connection in the same process would block the event loop on busy_timeout while
 * the first one waits for the event loop to commit. The commit is deferred (decision 074): a
 * claim lost to a power cut runs its jobs again.
 */
export async function claimDueJobs(db: Db, claim: Claim): Promise<JobRow[]> {
  return deferredCommit(db, (tx) => claimStatement.rows(tx, claim));
}

type Claim = { now: string; workerId: string; limit: number };

/** Compiled once per database kind (decision 082), so the kind picks the locking clause. */
const claimStatement = precompiled((tx: Db, claim: Claim) => {
  const due = tx
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'pending')
    .where('run_at', '<=', claim.now)
    .orderBy('run_at')
    .orderBy('id')
    .limit(claim.limit)
    .$if(dialectOf(tx) === 'postgres', (q) => q.forUpdate().skipLocked());
  return tx
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      locked_at: claim.now,
      locked_by: claim.workerId,
      updated_at: claim.now,
    }))
    .where('id', 'in', due)
    .returningAll();
});

type Settle = { id: string; workerId: string; now: string };

/** Every settle update checks the lock, so a worker whose job was reclaimed as stale changes nothing. */
function ownedRunning(db: Db, s: Settle) {
  return db
    .updateTable('jobs')
    .where('id', '=', s.id)
    .where('status', '=', 'running')
    .where('locked_by', '=', s.workerId);
}

/**
 * Marks a batch of this worker's jobs done in one statement, the payloads that drop a secret
 * replaced in it. Alone, its commit is deferred (decision 074): a mark lost to a power cut runs the
 * job again; inside a handler's transaction it is part of that one.
 */
export async function markDoneMany(
  db: Db,
  s: { workerId: string; now: string; jobs: readonly { id: string; payload?: string }[] },
): Promise<void> {
  if (s.jobs.length === 0) return;
  const marks: DoneMarks = {
    workerId: s.workerId,
    now: s.now,
    ids: s.jobs.map((j) => j.id),
    replaced: s.jobs.flatMap((j) => (j.payload === undefined ? [] : [{ id: j.id, payload: j.payload }])),
  };
  await deferredCommit(db, (tx) => markDoneStatement.run(tx, marks));
}

type DoneMarks = { workerId: string; now: string; ids: string[]; replaced: { id: string; payload: string }[] };

const markDoneStatement = precompiled((tx: Db, m: DoneMarks) => {
  const cases = m.replaced.map((r) => sql`when id = ${r.id} then ${r.payload}`);
  const payload = cases.length === 0 ? {} : { payload: sql<string>`case ${sql.join(cases, sql` `)} else payload end` };
  return tx
    .updateTable('jobs')
    .set({ status: 'done', locked_at: null, locked_by: null, last_error: null, updated_at: m.now, ...payload })
    .where('id', 'in', m.ids)
    .where('status', '=', 'running')
    .where('locked_by', '=', m.workerId);
});

/** Gives claimed jobs that never started back to the queue, as if never claimed (a worker stopping). */
export async function unclaimJobs(db: Db, s: { workerId: string; now: string; ids: readonly string[] }): Promise<void> {
  if (s.ids.length === 0) return;
  await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'pending',
      attempts: eb('attempts', '-', 1),
      locked_at: null,
      locked_by: null,
      updated_at: s.now,
    }))
    .where('id', 'in', s.ids)
    .where('status', '=', 'running')
    .where('locked_by', '=', s.workerId)
    .execute();
}

export async function scheduleRetry(db: Db, s: Settle & { runAt: string; error: string }): Promise<void> {
  await ownedRunning(db, s)
    .set({
      status: 'pending',
      run_at: s.runAt,
      locked_at: null,
      locked_by: null,
      last_error: s.error,
      updated_at: s.now,
    })
    .execute();
}

/** With `payload`, the row's payload is replaced in the same update (a secret it carried is dropped). */
export async function markFailed(db: Db, s: Settle & { error: string; payload?: string }): Promise<void> {
  await ownedRunning(db, s)
    .set({
      status: 'failed',
      locked_at: null,
      locked_by: null,
      last_error: s.error,
      updated_at: s.now,
      ...(s.payload === undefined ? {} : { payload: s.payload }),
    })
    .execute();
}

/**
 * Jobs left 'running' since before `staleBefore` belong to a worker that died mid-job.
 * They go back to 'pending', or to 'failed' when they have used all their attempts (a job
 * that crashes the process every time must not loop forever). Returns how many moved.
 */
export async function releaseStaleJobs(
  db: Db,
  at: { now: string; staleBefore: string; secretKinds?: readonly string[] },
): Promise<number> {
  const stale = db.updateTable('jobs').where('status', '=', 'running').where('locked_at', '<', at.staleBefore);
  const cleared = { locked_at: null, locked_by: null, updated_at: at.now };
  const givingUp = stale.where((eb) => eb('attempts', '>=', eb.ref('max_attempts')));
  // A kind whose payload carries a secret loses it when nothing will retry it (decision 054).
  if (at.secretKinds?.length)
    await givingUp
      .where('kind', 'in', at.secretKinds)
      .set({ payload: JSON.stringify(null) })
      .execute();
  const failed = await stale
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .set({
      ...cleared,
      status: 'failed',
      last_error: 'worker stopped while running the job (stale lock), no attempts left',
    })
    .executeTakeFirst();
  const released = await stale
    .set({ ...cleared, status: 'pending', last_error: 'worker stopped while running the job (stale lock)' })
    .executeTakeFirst();
  return Number(failed.numUpdatedRows) + Number(released.numUpdatedRows);
}

/** Deletes the done or failed jobs last changed before `before`; returns how many. */
export async function deleteJobsBefore(db: Db, status: 'done' | 'failed', before: string): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('status', '=', status)
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
