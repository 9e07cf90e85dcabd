import type { Db } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { dailyAt, type RecurringJob } from '../../platform/jobs/recurring.ts';
import type { JobHandler } from '../../platform/jobs/worker.ts';
import { contactMessagesCutoff } from '../../platform/retention.ts';
import { deleteMessagesBefore } from './repo.ts';

export const PRUNE_MESSAGES = 'contact.prune';

export const pruneMessagesSchedule: RecurringJob = { kind: PRUNE_MESSAGES, nextRunAt: dailyAt(4, 20) };

/** Contact messages are kept as long as the privacy page says, then deleted by this daily job. */
export function pruneMessagesHandler(deps: { db: Db; clock: Clock }): JobHandler {
  return async (_payload, ctx) => {
    const before = contactMessagesCutoff(deps.clock.now()).toISOString();
    const removed = await deleteMessagesBefore(deps.db, before);
    if (removed > 0) ctx.log.info({ removed, before }, 'pruned contact messages');
  };
}
