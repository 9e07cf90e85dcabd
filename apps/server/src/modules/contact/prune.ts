import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { dailyAt } from '../../platform/jobs/recurring.ts';
import { contactMessagesCutoff } from '../../platform/retention.ts';
import { deleteMessagesBefore } from './repo.ts';

/** Contact messages are kept as long as the privacy page says, then deleted by this daily job. */
export const pruneMessagesJob = defineJob({
  kind: 'contact.prune',
  payload: z.null(),
  schedule: dailyAt(4, 20),
  handle: async (_payload, ctx, deps: { db: Db; clock: Clock }) => {
    const before = contactMessagesCutoff(deps.clock.now()).toISOString();
    const removed = await deleteMessagesBefore(deps.db, before);
    if (removed > 0) ctx.log.info({ removed, before }, 'pruned contact messages');
  },
});
