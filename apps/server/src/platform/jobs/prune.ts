import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { Clock } from '../clock.ts';
import { doneJobsCutoff, failedJobsCutoff } from '../retention.ts';
import { defineJob } from './define-job.ts';
import { dailyAt } from './recurring.ts';
import { deleteJobsBefore } from './repo.ts';

/**
 * Done jobs are kept a week for inspection (their secrets already dropped); jobs that failed for
 * good a month, time enough to look at them, then they go with whatever they carried (decision 043).
 */
export const pruneJobsJob = defineJob({
  kind: 'jobs.prune',
  payload: z.null(),
  schedule: dailyAt(3, 30),
  handle: async (_payload, ctx, deps: { db: Db; clock: Clock }) => {
    const now = deps.clock.now();
    for (const [status, cutoff] of [
      ['done', doneJobsCutoff(now)],
      ['failed', failedJobsCutoff(now)],
    ] as const) {
      const before = cutoff.toISOString();
      const removed = await deleteJobsBefore(deps.db, status, before);
      if (removed > 0) ctx.log.info({ removed, before }, `pruned ${status} jobs`);
    }
  },
});
