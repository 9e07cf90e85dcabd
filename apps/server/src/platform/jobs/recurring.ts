import type { Db } from '../../db/connection.ts';
import type { Clock } from '../clock.ts';
import { enqueueJob } from './enqueue.ts';

/**
 * A job that runs on a calendar (a definition with a `schedule`). The schedule is a pure function of
 * the time, so every process computes the same next run and the dedupe key `${kind}@${time}` keeps
 * it to one row, however many processes start or finish a run at once.
 */
export type RecurringJob = {
  kind: string;
  schedule?: ((after: Date) => Date) | undefined;
  maxAttempts?: number | undefined;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every day at hour:minute UTC. */
export function dailyAt(hour: number, minute: number): (after: Date) => Date {
  return (after) => {
    const today = Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), hour, minute);
    return new Date(today > after.getTime() ? today : today + DAY_MS);
  };
}

/** Every `minutes` minutes, on the boundaries of the epoch (so :00, :15, :30, :45 for 15). */
export function everyMinutes(minutes: number): (after: Date) => Date {
  const step = minutes * 60_000;
  return (after) => new Date((Math.floor(after.getTime() / step) + 1) * step);
}

/** Writes the next run of a recurring job after `after`, unless it is already queued. */
export async function scheduleNext(db: Db, job: RecurringJob, after: Date, clock: Clock): Promise<string | undefined> {
  if (!job.schedule) return undefined;
  const runAt = job.schedule(after);
  const input = { kind: job.kind, payload: null, runAt, dedupeKey: `${job.kind}@${runAt.toISOString()}` };
  return enqueueJob(db, job.maxAttempts === undefined ? input : { ...input, maxAttempts: job.maxAttempts }, clock);
}
