import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

export type MountedCard = { stripe: Stripe; card: StripeCardElement };

/** Loads Stripe.js (only now, when the buyer reaches payment) and mounts its card field, postal code hidden. */
export async function mountStripeCard(publishableKey: string, target: HTMLElement): Promise<MountedCard | null> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) return null;
  const card = stripe.elements().create('card', { hidePostalCode: true });
  card.mount(target);
  return { stripe, card };
}

/** Confirms the payment with Stripe: the intent id when it succeeded, else the message to show. */
export async function payWithStripe(
  mounted: MountedCard,
  clientSecret: string,
  email: string,
): Promise<{ intentId: string } | { error: string }> {
  const result = await mounted.stripe.confirmCardPayment(clientSecret, {
    payment_method: { card: mounted.card, billing_details: { email } },
  });
  if (result.error) return { error: result.error.message ?? 'Payment failed' };
  if (result.paymentIntent?.status !== 'succeeded') return { error: 'Payment not successful' };
  return { intentId: result.paymentIntent.id };
}
