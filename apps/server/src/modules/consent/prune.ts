import type { Db } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { dailyAt, type RecurringJob } from '../../platform/jobs/recurring.ts';
import type { JobHandler } from '../../platform/jobs/worker.ts';
import { analyticsCutoff } from '../../platform/retention.ts';
import { deleteConsentsBefore } from './repo.ts';

export const PRUNE_CONSENTS = 'consent.prune';

export const pruneConsentsSchedule: RecurringJob = { kind: PRUNE_CONSENTS, nextRunAt: dailyAt(4, 0) };

/** Cookie choices are analytics data: kept two years. */
export const consentCutoff = analyticsCutoff;

export function pruneConsentsHandler(deps: { db: Db; clock: Clock }): JobHandler {
  return async (_payload, ctx) => {
    const before = consentCutoff(deps.clock.now()).toISOString();
    const removed = await deleteConsentsBefore(deps.db, before);
    if (removed > 0) ctx.log.info({ removed, before }, 'pruned cookie consents');
  };
}
