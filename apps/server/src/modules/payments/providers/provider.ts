/**
 * Card payments behind one small interface, so a gallery can swap providers. Amounts are integer
 * cents (hundredths of the currency; each provider converts to its own minor units) and currencies
 * upper-case ISO 4217 codes. An order is final only when `retrieveIntent` says the intent succeeded for the draft's
 * amount: the browser's word is never enough.
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export type PaymentIntent = {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** The checkout draft the intent pays for (its metadata). */
  draftId: string | null;
};

export type CreateIntent = {
  amountCents: number;
  currency: string;
  draftId: string;
  email: string;
  /** The same key returns the same intent (a retried request creates no second charge). */
  idempotencyKey: string;
};

export type WebhookEvent = { id: string; type: string; intent: PaymentIntent | null };

export class InvalidWebhookSignature extends Error {
  override name = 'InvalidWebhookSignature';
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  createIntent(input: CreateIntent): Promise<{ id: string; clientSecret: string }>;
  /** The intent as the provider knows it; null when there is no such intent. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /** Gives the money back (a hold expired and the unit was sold meanwhile). */
  refund(intentId: string, idempotencyKey: string): Promise<void>;
  /** Verifies the signature on the raw body and reads the event; throws InvalidWebhookSignature. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
  /** What the browser needs to take a card. */
  publicConfig(): { provider: 'stripe' | 'sandbox'; publishableKey: string | null };
}
