import { z } from 'zod';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { dailyAt } from '../../../platform/jobs/recurring.ts';
import { endedSessionsCutoff, signInHistoryCutoff } from '../../../platform/retention.ts';
import { deleteLoginEventsBefore, deleteSessionsEndedBefore } from './sessions-repo.ts';

/**
 * The back office's sign-in history and its ended sessions (addresses and browsers of the staff),
 * kept as long as the privacy page says (decision 043), then deleted by this daily job.
 */
export const pruneAdminRecordsJob = defineJob({
  kind: 'admins.prune',
  payload: z.null(),
  schedule: dailyAt(4, 30),
  handle: async (_payload, ctx, deps: { db: Db; clock: Clock }) => {
    const now = deps.clock.now();
    const signIns = await deleteLoginEventsBefore(deps.db, signInHistoryCutoff(now).toISOString());
    const sessions = await deleteSessionsEndedBefore(deps.db, endedSessionsCutoff(now).toISOString());
    if (signIns + sessions > 0) ctx.log.info({ signIns, sessions }, 'pruned sign-in history and ended sessions');
  },
});
