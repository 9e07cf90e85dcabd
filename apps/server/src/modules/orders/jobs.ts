import { z } from 'zod';
import { dailyAt, type RecurringJob } from '../../platform/jobs/recurring.ts';
import { PermanentJobError } from '../../platform/jobs/retry.ts';
import type { JobHandler } from '../../platform/jobs/worker.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { CardDeps } from './card/card-checkout.ts';
import { cardCheckoutJobs } from './card/payment-events.ts';
import {
  OPEN_STORAGE_PERIODS_JOB,
  ORDER_PLACED_JOB,
  RELEASE_HOLD_JOB,
  SEND_STATEMENT_JOB,
} from './documents/job-kinds.ts';
import { orderPlacedHandler } from './documents/order-placed-job.ts';
import { sendStatementHandler } from './documents/order-statement.ts';
import { releaseDueHold } from './holds/order-hold.ts';
import { deleteCodesBefore } from './lookup/lookup-repo.ts';
import { openDuePeriods } from './storage/storage-billing.ts';

const PRUNE_LOOKUP_CODES = 'orders.prune-lookup-codes';
const KEEP_CODES_MS = 24 * 60 * 60 * 1000;
const holdPayload = z.object({ orderId: z.string().min(1) });

/**
 * The orders module's jobs: the invoice after each order, the end of invoice and card holds, card
 * events, spent codes, the statements sent from the back office and the storage periods opened
 * each morning.
 */
export function orderJobs(
  deps: Omit<CardDeps, 'payments'> & { payments: PaymentProvider | null; publicUrl: string; jwtSecret: string },
): {
  handlers: Record<string, JobHandler>;
  recurring: RecurringJob[];
} {
  return {
    handlers: {
      [ORDER_PLACED_JOB]: orderPlacedHandler(deps),
      ...cardCheckoutJobs(deps),
      [SEND_STATEMENT_JOB]: sendStatementHandler(deps),
      [RELEASE_HOLD_JOB]: async (payload) => {
        const parsed = holdPayload.safeParse(payload);
        if (!parsed.success) throw new PermanentJobError('orders.release-hold needs an orderId');
        await releaseDueHold(deps, parsed.data.orderId);
      },
      [OPEN_STORAGE_PERIODS_JOB]: async () => {
        await openDuePeriods(deps);
      },
      [PRUNE_LOOKUP_CODES]: async () => {
        await deleteCodesBefore(deps.db, new Date(deps.clock.now().getTime() - KEEP_CODES_MS).toISOString());
      },
    },
    recurring: [
      { kind: PRUNE_LOOKUP_CODES, nextRunAt: dailyAt(3, 50) },
      // Just after midnight UTC, the day a period starts (period days are UTC days).
      { kind: OPEN_STORAGE_PERIODS_JOB, nextRunAt: dailyAt(0, 5) },
    ],
  };
}
