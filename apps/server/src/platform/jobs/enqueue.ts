import type { Db } from '../../db/connection.ts';
import { precompiled } from '../../db/precompiled.ts';
import { type Clock, isoNow } from '../clock.ts';
import { newId } from '../ids.ts';

export type JobInput = {
  kind: string;
  /** Must survive JSON.stringify: Buffers as base64, dates as ISO strings. */
  payload: unknown;
  /** Not before this time; now when absent. */
  runAt?: Date;
  /** Claims allowed before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** While a job with this key exists, another one with it is not written (see migration 005). */
  dedupeKey?: string;
};

/**
 * Writes a job into the outbox. Pass the service's own transaction so the job exists
 * if and only if the business write committed; the worker picks it up after commit.
 * Returns the job id, or undefined when a job with the same dedupe key already exists.
 */
export function enqueueJob(db: Db, job: JobInput & { dedupeKey?: undefined }, clock: Clock): Promise<string>;
export function enqueueJob(db: Db, job: JobInput, clock: Clock): Promise<string | undefined>;
export async function enqueueJob(db: Db, job: JobInput, clock: Clock): Promise<string | undefined> {
  const row = jobRow(job, clock);
  return (await insertJobs(db, [row])) === 1 ? row.id : undefined;
}

/**
 * Writes several jobs in one statement (one round trip), as `enqueueJob` writes one: each skipped
 * while a job with its dedupe key exists. Answers how many were written.
 */
export async function enqueueJobs(db: Db, jobs: JobInput[], clock: Clock): Promise<number> {
  return jobs.length === 0
    ? 0
    : insertJobs(
        db,
        jobs.map((job) => jobRow(job, clock)),
      );
}

type JobRow = ReturnType<typeof jobRow>;

const insertStatement = precompiled((db: Db, rows: JobRow[]) =>
  db
    .insertInto('jobs')
    .values(rows)
    .onConflict((oc) => oc.column('dedupe_key').doNothing()),
);

/** How many of `rows` were written (the others' dedupe keys exist). */
const insertJobs = async (db: Db, rows: JobRow[]): Promise<number> =>
  Number((await insertStatement.run(db, rows)).numAffectedRows ?? 0n);

function jobRow(job: JobInput, clock: Clock) {
  const maxAttempts = job.maxAttempts ?? 5;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  }
  const now = isoNow(clock);
  return {
    id: newId(),
    kind: job.kind,
    // JSON.stringify(undefined) is undefined, which the NOT NULL column would reject.
    payload: JSON.stringify(job.payload ?? null),
    max_attempts: maxAttempts,
    run_at: (job.runAt ?? clock.now()).toISOString(),
    created_at: now,
    updated_at: now,
    dedupe_key: job.dedupeKey ?? null,
  };
}
