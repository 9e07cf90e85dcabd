import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { Clock } from '../clock.ts';
import { defineJob } from './define-job.ts';
import { dailyAt } from './recurring.ts';
import { deleteDoneJobsBefore } from './repo.ts';

/** Done jobs are kept a week for inspection; failed ones stay until someone looks at them. */
export const KEEP_DONE_JOBS_MS = 7 * 24 * 60 * 60 * 1000;

export const pruneJobsJob = defineJob({
  kind: 'jobs.prune',
  payload: z.null(),
  schedule: dailyAt(3, 30),
  handle: async (_payload, ctx, deps: { db: Db; clock: Clock }) => {
    const before = new Date(deps.clock.now().getTime() - KEEP_DONE_JOBS_MS).toISOString();
    const removed = await deleteDoneJobsBefore(deps.db, before);
    if (removed > 0) ctx.log.info({ removed, before }, 'pruned done jobs');
  },
});
