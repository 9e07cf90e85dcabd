import { z } from 'zod';
import { claimKey, findKey } from '../../../platform/idempotency/repo.ts';
import { enqueueJob } from '../../../platform/jobs/enqueue.ts';
import { PermanentJobError } from '../../../platform/jobs/retry.ts';
import type { JobHandler } from '../../../platform/jobs/worker.ts';
import type { PaymentProvider, SandboxProvider, WebhookEvent } from '../../payments/index.ts';
import { REFUND_PAYMENT_JOB, RELEASE_DRAFT_JOB, SANDBOX_WEBHOOK_JOB } from '../documents/job-kinds.ts';
import { type CardDeps, finalizeCardOrder, releaseExpiredDraft } from './card-checkout.ts';
import { refundPaymentHandler } from './refund-job.ts';

const EVENT_SCOPE = 'payment-event';

/**
 * A provider event, once per event id however often it is delivered: a succeeded payment for a
 * draft goes through the same finalization as the browser's. Answers false for a repeat.
 */
export async function handlePaymentEvent(deps: CardDeps, event: WebhookEvent): Promise<boolean> {
  if (await findKey(deps.db, EVENT_SCOPE, event.id)) return false;
  const intent = event.intent;
  if (event.type === 'payment_intent.succeeded' && intent?.draftId) {
    await finalizeCardOrder(deps, intent.draftId, intent.id);
  }
  // Recorded only once handled: an event whose handling failed is handled again when redelivered.
  const now = deps.clock.now().toISOString();
  await claimKey(deps.db, { scope: EVENT_SCOPE, key: event.id, requestHash: event.type, now });
  return true;
}

/** Queues the sandbox's signed webhook for a paid intent (delivered by the job worker). */
export async function queueSandboxWebhook(deps: Pick<CardDeps, 'db' | 'clock' | 'payments'>, intentId: string) {
  const sandbox = deps.payments as SandboxProvider;
  const intent = await sandbox.retrieveIntent(intentId);
  if (!intent) return;
  const { body, signature } = sandbox.webhookFor(intent);
  await enqueueJob(
    deps.db,
    {
      kind: SANDBOX_WEBHOOK_JOB,
      payload: { body: body.toString('base64'), signature },
      dedupeKey: `sandbox-webhook:${intentId}`,
    },
    deps.clock,
  );
}

const webhookPayload = z.object({ body: z.string(), signature: z.string() });
const draftPayload = z.object({ draftId: z.string() });

/** The card checkout's jobs: release expired holds, deliver the sandbox's webhooks, refund late payments. */
export function cardCheckoutJobs(
  deps: Omit<CardDeps, 'payments'> & { payments: PaymentProvider | null },
): Record<string, JobHandler> {
  const { payments } = deps;
  return {
    [REFUND_PAYMENT_JOB]: refundPaymentHandler(deps),
    [RELEASE_DRAFT_JOB]: async (payload) => {
      const parsed = draftPayload.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('orders.release-draft needs a draftId');
      if (await releaseExpiredDraft(deps, parsed.data.draftId)) deps.catalogChanged();
    },
    [SANDBOX_WEBHOOK_JOB]: async (payload) => {
      const parsed = webhookPayload.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('payments.sandbox-webhook needs a body and a signature');
      if (!payments) throw new PermanentJobError('Card payments are off: the sandbox webhook is not delivered');
      const event = payments.parseWebhook(Buffer.from(parsed.data.body, 'base64'), parsed.data.signature);
      await handlePaymentEvent({ ...deps, payments }, event).catch((error: unknown) => {
        // A payment the shop cannot turn into an order has its refund queued by the finalization.
        if (!(error instanceof Error && 'status' in error && error.status === 409)) throw error;
      });
    },
  };
}
