import type { ReturnPolicy } from '../shop-settings.ts';

/** The one-sentence return promise invoices and order e-mails print, from the shop's one return policy. */
export function returnsSummary(policy: ReturnPolicy): string {
  if (policy.days === 0)
    return 'Returns: all sales are final, except for a work that arrives damaged or not as described.';
  const days = `${policy.days} day${policy.days === 1 ? '' : 's'}`;
  const shipping = policy.returnShippingPaidBy === 'shop' ? 'the gallery pays' : 'you pay';
  return `Returns: within ${days} of delivery for a full refund; ${shipping} the return shipping.`;
}
