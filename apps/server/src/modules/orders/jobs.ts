import { dailyAt, type RecurringJob } from '../../platform/jobs/recurring.ts';
import type { JobHandler } from '../../platform/jobs/worker.ts';
import type { CardDeps } from './card-checkout.ts';
import { ORDER_PLACED_JOB } from './job-kinds.ts';
import { deleteCodesBefore } from './lookup-repo.ts';
import { orderPlacedHandler } from './order-placed-job.ts';
import { cardCheckoutJobs } from './payment-events.ts';

const PRUNE_LOOKUP_CODES = 'orders.prune-lookup-codes';
const KEEP_CODES_MS = 24 * 60 * 60 * 1000;

/** The orders module's jobs: the invoice after each order, card holds and events, spent codes. */
export function orderJobs(deps: CardDeps & { publicUrl: string }): {
  handlers: Record<string, JobHandler>;
  recurring: RecurringJob[];
} {
  return {
    handlers: {
      [ORDER_PLACED_JOB]: orderPlacedHandler(deps),
      ...cardCheckoutJobs(deps),
      [PRUNE_LOOKUP_CODES]: async () => {
        await deleteCodesBefore(deps.db, new Date(deps.clock.now().getTime() - KEEP_CODES_MS).toISOString());
      },
    },
    recurring: [{ kind: PRUNE_LOOKUP_CODES, nextRunAt: dailyAt(3, 50) }],
  };
}
