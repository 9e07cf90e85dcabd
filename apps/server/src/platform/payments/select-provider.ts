import type { PaymentProvider } from './provider.ts';
import { type SandboxProvider, sandboxProvider } from './sandbox-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

export type PaymentKeys = { secretKey?: string; publishableKey?: string; webhookSecret?: string };

/** Stripe when both its keys are set, else the built-in sandbox (signed with the server's secret). */
export function selectPaymentProvider(
  keys: PaymentKeys,
  secret: string,
  clock: { now(): Date },
): PaymentProvider | SandboxProvider {
  if (keys.secretKey && keys.publishableKey) {
    return stripeProvider({
      secretKey: keys.secretKey,
      publishableKey: keys.publishableKey,
      webhookSecret: keys.webhookSecret ?? '',
    });
  }
  return sandboxProvider(secret, clock);
}
