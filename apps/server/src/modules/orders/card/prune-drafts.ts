import { z } from 'zod';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { dailyAt } from '../../../platform/jobs/recurring.ts';
import { abandonedCheckoutCutoff } from '../../../platform/retention.ts';
import { forgetUnpaidIntents } from '../../payments/index.ts';
import { deleteAbandonedDrafts, findExpiredDrafts } from './draft-repo.ts';

/** Drafts per transaction: a short lock, and well under any database's parameter limit. */
const BATCH = 500;

/**
 * Deletes card checkouts never paid for (an e-mail and a delivery address each) once their hold
 * ended longer ago than the retention period, with the intents that never took money (decision 043).
 */
async function pruneAbandonedDrafts(deps: { db: Db; clock: Clock }): Promise<number> {
  const before = abandonedCheckoutCutoff(deps.clock.now()).toISOString();
  let after = '';
  let removed = 0;
  for (;;) {
    const batch = await findExpiredDrafts(deps.db, { before, after }, BATCH);
    const ids = batch.map((d) => d.id);
    removed += await inTransaction(deps.db, async (tx) => {
      await forgetUnpaidIntents(tx, ids);
      return deleteAbandonedDrafts(tx, ids);
    });
    // The next batch starts where this one ended: drafts kept (a payment went through) are not read again.
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return removed;
    after = last.expires_at;
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
