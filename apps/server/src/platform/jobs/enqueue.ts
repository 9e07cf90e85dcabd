import type { Db } from '../../db/connection.ts';
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
  const maxAttempts = job.maxAttempts ?? 5;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  }
  // JSON.stringify(undefined) is undefined, which the NOT NULL column would reject.
  const payload = JSON.stringify(job.payload ?? null);
  const id = newId();
  const now = isoNow(clock);
  const result = await db
    .insertInto('jobs')
    .values({
      id,
      kind: job.kind,
      payload,
      max_attempts: maxAttempts,
      run_at: (job.runAt ?? clock.now()).toISOString(),
      created_at: now,
      updated_at: now,
      dedupe_key: job.dedupeKey ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? id : undefined;
}
