import type { Db } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { dailyAt, type RecurringJob } from '../../platform/jobs/recurring.ts';
import type { JobHandler } from '../../platform/jobs/worker.ts';
import { deleteConsentsBefore } from './repo.ts';

export const PRUNE_CONSENTS = 'consent.prune';
/** Analytics data, cookie choices included, is kept two years. */
export const KEEP_CONSENTS_YEARS = 2;

export const pruneConsentsSchedule: RecurringJob = { kind: PRUNE_CONSENTS, nextRunAt: dailyAt(4, 0) };

/** The oldest moment still kept: the same calendar day and time, two years back (UTC). */
export function consentCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - KEEP_CONSENTS_YEARS);
  return cutoff;
}

export function pruneConsentsHandler(deps: { db: Db; clock: Clock }): JobHandler {
  return async (_payload, ctx) => {
    const before = consentCutoff(deps.clock.now()).toISOString();
    const removed = await deleteConsentsBefore(deps.db, before);
    if (removed > 0) ctx.log.info({ removed, before }, 'pruned cookie consents');
  };
}
