import { z } from 'zod';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { dailyAt } from '../../../platform/jobs/recurring.ts';
import { abandonedCheckoutCutoff } from '../../../platform/retention.ts';
import { forgetUnpaidIntents } from '../../payments/index.ts';
import { deleteAbandonedDrafts, findAbandonedDrafts } from './draft-repo.ts';

/** Drafts per transaction: a short lock, and well under any database's parameter limit. */
const BATCH = 500;

/**
 * Deletes card checkouts never paid for (an e-mail and a delivery address each) once their hold
 * ended longer ago than the retention period, with the intents that never took money (decision 043).
 */
export async function pruneAbandonedDrafts(deps: { db: Db; clock: Clock }): Promise<number> {
  const before = abandonedCheckoutCutoff(deps.clock.now()).toISOString();
  let removed = 0;
  for (;;) {
    const ids = await findAbandonedDrafts(deps.db, before, BATCH);
    const deleted = await inTransaction(deps.db, async (tx) => {
      await forgetUnpaidIntents(tx, ids);
      return deleteAbandonedDrafts(tx, ids);
    });
    removed += deleted;
    // A full batch that deleted nothing (each has a payment that took money) would come back forever.
    if (ids.length < BATCH || deleted === 0) return removed;
  }
}

export const pruneDraftsJob = defineJob({
  kind: 'orders.prune-drafts',
  payload: z.null(),
  schedule: dailyAt(4, 40),
  handle: async (_payload, ctx, deps: { db: Db; clock: Clock }) => {
    const removed = await pruneAbandonedDrafts(deps);
    if (removed > 0) ctx.log.info({ removed }, 'pruned abandoned card checkouts');
  },
});
