import { z } from 'zod';
import { claimKey, findKey } from '../../../platform/idempotency/repo.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { PermanentJobError } from '../../../platform/jobs/retry.ts';
import type { PaymentProvider, SandboxProvider, WebhookEvent } from '../../payments/index.ts';
import { type CardDeps, finalizeCardOrder } from './card-checkout.ts';

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

/**
 * The sandbox's webhook, delivered through the same finalization as Stripe's. Once delivered the
 * row keeps neither the event nor its signature.
 */
export const sandboxWebhookJob = defineJob({
  kind: 'payments.sandbox-webhook',
  payload: z.object({ body: z.string(), signature: z.string() }),
  keepWhenDone: () => ({}),
  handle: async (
    { body, signature },
    _ctx,
    deps: Omit<CardDeps, 'payments'> & { payments: PaymentProvider | null },
  ) => {
    const { payments } = deps;
    if (!payments) throw new PermanentJobError('Card payments are off: the sandbox webhook is not delivered');
    const event = payments.parseWebhook(Buffer.from(body, 'base64'), signature);
    await handlePaymentEvent({ ...deps, payments }, event).catch((error: unknown) => {
      // A payment the shop cannot turn into an order has its refund queued by the finalization.
      if (!(error instanceof Error && 'status' in error && error.status === 409)) throw error;
    });
  },
});

/** Queues the sandbox's signed webhook for a paid intent (delivered by the job worker). */
export async function queueSandboxWebhook(deps: Pick<CardDeps, 'db' | 'clock' | 'payments'>, intentId: string) {
  const sandbox = deps.payments as SandboxProvider;
  const intent = await sandbox.retrieveIntent(intentId);
  if (!intent) return;
  const { body, signature } = sandbox.webhookFor(intent);
  const payload = { body: body.toString('base64'), signature };
  await sandboxWebhookJob.enqueue(deps.db, payload, { clock: deps.clock, dedupeKey: `sandbox-webhook:${intentId}` });
}
