import { z } from 'zod';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import type { PaymentProvider } from '../../payments/index.ts';
import { confirmRefund } from '../../payments/index.ts';

/**
 * Attempts before the job is marked failed: with the outbox's backoff (10 s doubling, at most an
 * hour apart) about three days of a provider that keeps failing. The payment stays "refund pending"
 * meanwhile and after, so a failed refund is never recorded as done.
 */
const REFUND_ATTEMPTS = 80;

type RefundDeps = { db: Db; clock: Clock; payments: PaymentProvider | null };

type Refund = { provider: string; intentId: string; draftId: string };

/**
 * Gives a late card payment back when its work was sold meanwhile: asks the provider for the
 * refund, then records it. A throw retries the job; the provider's idempotency key (one per draft)
 * makes a retry after a lost answer return the same refund, not a second one. A provider missing
 * now (cards turned off since) retries too, until it is back.
 */
export const refundPaymentJob = defineJob({
  kind: 'payments.refund',
  payload: z.object({ provider: z.string().min(1), intentId: z.string().min(1), draftId: z.string().min(1) }),
  maxAttempts: REFUND_ATTEMPTS,
  handle: async ({ provider, intentId, draftId }, _ctx, deps: RefundDeps) => {
    if (deps.payments?.name !== provider) {
      throw new Error(`The refund of ${intentId} needs the ${provider} payment provider, which is not configured`);
    }
    await deps.payments.refund(intentId, `refund:${draftId}`);
    await confirmRefund(deps.db, { provider, intentId, now: deps.clock.now().toISOString() });
  },
});

/** Queues the refund of a payment in the caller's transaction: one job per draft, whatever the redeliveries. */
export function enqueueRefund(tx: Db, refund: Refund, clock: Clock) {
  return refundPaymentJob.enqueue(tx, refund, { clock, dedupeKey: `refund:${refund.draftId}` });
}
