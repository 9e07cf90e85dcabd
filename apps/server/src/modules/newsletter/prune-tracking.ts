import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { dailyAt } from '../../platform/jobs/recurring.ts';
import { analyticsCutoff } from '../../platform/retention.ts';
import { deleteTrackingBefore } from './tracking-repo.ts';

/** Opens and clicks are analytics data: kept two years, like cookie choices. */
export const pruneTrackingJob = defineJob({
  kind: 'newsletter.prune-tracking',
  payload: z.null(),
  schedule: dailyAt(4, 10),
  handle: async (_payload, ctx, deps: { db: Db; clock: Clock }) => {
    const before = analyticsCutoff(deps.clock.now()).toISOString();
    const removed = await deleteTrackingBefore(deps.db, before);
    if (removed > 0) ctx.log.info({ removed, before }, 'pruned newsletter opens and clicks');
  },
});
