import { describe, expect, it } from 'vitest';
import { fromStripeAmount, toStripeAmount } from './stripe-amounts.ts';

describe("Stripe's minor units", () => {
  it('passes cents for two-decimal currencies, ISK and HUF included (whole units as multiples of 100)', () => {
    expect(toStripeAmount(150_050, 'USD')).toBe(150_050);
    expect(toStripeAmount(150_000, 'ISK')).toBe(150_000);
    expect(fromStripeAmount(150_050, 'eur')).toBe(150_050);
  });

  it('passes whole units for zero-decimal currencies, and refuses a fraction of one', () => {
    expect(toStripeAmount(150_000, 'JPY')).toBe(1_500);
    expect(fromStripeAmount(1_500, 'jpy')).toBe(150_000);
    expect(() => toStripeAmount(150_050, 'JPY')).toThrow(/whole units/);
  });

  it('passes thousandths ending in 0 for three-decimal currencies', () => {
    expect(toStripeAmount(1_234, 'KWD')).toBe(12_340);
    expect(fromStripeAmount(12_340, 'kwd')).toBe(1_234);
  });
});
