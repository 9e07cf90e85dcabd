import type { Db } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { dailyAt, type RecurringJob } from '../../platform/jobs/recurring.ts';
import type { JobHandler } from '../../platform/jobs/worker.ts';
import { ORDER_PLACED_JOB } from './job-kinds.ts';
import { deleteCodesBefore } from './lookup-repo.ts';
import { orderPlacedHandler } from './order-placed-job.ts';

const PRUNE_LOOKUP_CODES = 'orders.prune-lookup-codes';
const KEEP_CODES_MS = 24 * 60 * 60 * 1000;

/** The orders module's jobs: the invoice after each order, and the daily clean-up of spent codes. */
export function orderJobs(deps: { db: Db; clock: Clock; publicUrl: string }): {
  handlers: Record<string, JobHandler>;
  recurring: RecurringJob[];
} {
  return {
    handlers: {
      [ORDER_PLACED_JOB]: orderPlacedHandler(deps),
      [PRUNE_LOOKUP_CODES]: async () => {
        await deleteCodesBefore(deps.db, new Date(deps.clock.now().getTime() - KEEP_CODES_MS).toISOString());
      },
    },
    recurring: [{ kind: PRUNE_LOOKUP_CODES, nextRunAt: dailyAt(3, 50) }],
  };
}
