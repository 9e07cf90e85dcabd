import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { Clock } from '../clock.ts';
import { defineJob } from '../jobs/define-job.ts';
import { dailyAt } from '../jobs/recurring.ts';
import { KEEP_KEYS_MS } from './idempotent.ts';
import { deleteKeysBefore } from './repo.ts';

/** Forgets keys older than a day: a client retries within minutes, not days. */
export const pruneKeysJob = defineJob({
  kind: 'idempotency.prune',
  payload: z.null(),
  schedule: dailyAt(3, 40),
  handle: async (_payload, ctx, deps: { db: Db; clock: Clock }) => {
    const before = new Date(deps.clock.now().getTime() - KEEP_KEYS_MS).toISOString();
    const removed = await deleteKeysBefore(deps.db, before);
    if (removed > 0) ctx.log.info({ removed, before }, 'pruned idempotency keys');
  },
});
