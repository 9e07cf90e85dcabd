/** The payments module's public entry: other modules and the app's wiring import only from here. */
export { InvalidWebhookSignature, type PaymentProvider, type WebhookEvent } from './providers/provider.ts';
export { SANDBOX_CARDS } from './providers/sandbox-cards.ts';
export { type SandboxProvider, sandboxProvider } from './providers/sandbox-provider.ts';
export { selectPaymentProvider } from './providers/select-provider.ts';
export { stripeProvider } from './providers/stripe-provider.ts';
export { confirmRefund, forgetUnpaidIntents, paymentsOfOrder, recordIntent, settleIntent } from './service.ts';
