import type { Db } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { dailyAt, type RecurringJob } from '../../platform/jobs/recurring.ts';
import type { JobHandler } from '../../platform/jobs/worker.ts';
import { analyticsCutoff } from '../../platform/retention.ts';
import { deleteTrackingBefore } from './tracking-repo.ts';

export const PRUNE_TRACKING = 'newsletter.prune-tracking';
export const pruneTrackingSchedule: RecurringJob = { kind: PRUNE_TRACKING, nextRunAt: dailyAt(4, 10) };

/** Opens and clicks are analytics data: kept two years, like cookie choices. */
export function pruneTrackingHandler(deps: { db: Db; clock: Clock }): JobHandler {
  return async (_payload, ctx) => {
    const before = analyticsCutoff(deps.clock.now()).toISOString();
    const removed = await deleteTrackingBefore(deps.db, before);
    if (removed > 0) ctx.log.info({ removed, before }, 'pruned newsletter opens and clicks');
  };
}
