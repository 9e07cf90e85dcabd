import type { PaymentConfig } from '../../../config.ts';
import type { PaymentProvider } from './provider.ts';
import { type SandboxProvider, sandboxProvider } from './sandbox-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

/**
 * The provider the configuration chose (decision 027): Stripe, the built-in sandbox (signed with
 * the server's secret; no money moves) or null when the shop takes no card payments.
 */
export function selectPaymentProvider(
  config: PaymentConfig,
  secret: string,
  clock: { now(): Date },
): PaymentProvider | SandboxProvider | null {
  if (config.provider === 'stripe') return stripeProvider(config);
  if (config.provider === 'sandbox') return sandboxProvider(secret, clock);
  return null;
}
