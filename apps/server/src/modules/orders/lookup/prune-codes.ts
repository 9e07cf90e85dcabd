import { z } from 'zod';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { dailyAt } from '../../../platform/jobs/recurring.ts';
import { deleteCodesBefore } from './lookup-repo.ts';

/** Codes work ten minutes; a day later they only count towards nothing. */
const KEEP_CODES_MS = 24 * 60 * 60 * 1000;

export const pruneLookupCodesJob = defineJob({
  kind: 'orders.prune-lookup-codes',
  payload: z.null(),
  schedule: dailyAt(3, 50),
  handle: async (_payload, _ctx, deps: { db: Db; clock: Clock }) => {
    await deleteCodesBefore(deps.db, new Date(deps.clock.now().getTime() - KEEP_CODES_MS).toISOString());
  },
});
