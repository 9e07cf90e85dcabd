/**
 * Stripe's minor units per currency (its "Supported currencies" page): most take cents; the
 * zero-decimal ones take whole units; the three-decimal ones take thousandths whose last digit is 0.
 * ISK and HUF stay two-decimal in Stripe's API (whole units as multiples of 100), which is what the
 * shop's cents already are for them (decision 072).
 */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** The shop's cents as Stripe's `amount`; throws for a fraction of a currency Stripe charges whole. */
export function toStripeAmount(cents: number, currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) {
    if (cents % 100 !== 0) throw new Error(`${code} is charged in whole units; ${cents / 100} is not one`);
    return cents / 100;
  }
  return THREE_DECIMAL.has(code) ? cents * 10 : cents;
}

/** Stripe's `amount` back in the shop's cents. */
export function fromStripeAmount(amount: number, currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return amount * 100;
  return THREE_DECIMAL.has(code) ? amount / 10 : amount;
}
