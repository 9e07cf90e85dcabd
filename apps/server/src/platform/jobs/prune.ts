import type { Db } from '../../db/connection.ts';
import type { Clock } from '../clock.ts';
import { dailyAt, type RecurringJob } from './recurring.ts';
import { deleteDoneJobsBefore } from './repo.ts';
import type { JobHandler } from './worker.ts';

export const PRUNE_JOBS = 'jobs.prune';
/** Done jobs are kept a week for inspection; failed ones stay until someone looks at them. */
export const KEEP_DONE_JOBS_MS = 7 * 24 * 60 * 60 * 1000;

export const pruneJobsSchedule: RecurringJob = { kind: PRUNE_JOBS, nextRunAt: dailyAt(3, 30) };

export function pruneJobsHandler(deps: { db: Db; clock: Clock }): JobHandler {
  return async (_payload, ctx) => {
    const before = new Date(deps.clock.now().getTime() - KEEP_DONE_JOBS_MS).toISOString();
    const removed = await deleteDoneJobsBefore(deps.db, before);
    if (removed > 0) ctx.log.info({ removed, before }, 'pruned done jobs');
  };
}
