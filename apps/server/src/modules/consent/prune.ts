import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { dailyAt } from '../../platform/jobs/recurring.ts';
import { analyticsCutoff } from '../../platform/retention.ts';
import { deleteConsentsBefore } from './repo.ts';

/** Cookie choices are analytics data: kept two years. */
export const consentCutoff = analyticsCutoff;

export const pruneConsentsJob = defineJob({
  kind: 'consent.prune',
  payload: z.null(),
  schedule: dailyAt(4, 0),
  handle: async (_payload, ctx, deps: { db: Db; clock: Clock }) => {
    const before = consentCutoff(deps.clock.now()).toISOString();
    const removed = await deleteConsentsBefore(deps.db, before);
    if (removed > 0) ctx.log.info({ removed, before }, 'pruned cookie consents');
  },
});
