import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../shop-defaults.ts';
import { deliveryEstimate, isDomestic } from './delivery.ts';

describe('delivery estimate', () => {
  it('promises the domestic or the international time of the shipping policy', () => {
    const policy = DEFAULT_SHOP_SETTINGS.shippingPolicy;
    expect(deliveryEstimate(policy, true)).toBe(
      'Ships 1-3 business days after payment is confirmed; delivery takes 5-10 business days.',
    );
    expect(deliveryEstimate({ ...policy, internationalWeeks: 6 }, false)).toBe(
      'Ships 1-3 business days after payment is confirmed; delivery takes up to 6 weeks.',
    );
  });

  it("knows the shop's own country by name or code", () => {
    expect(isDomestic('US', 'United States')).toBe(true);
    expect(isDomestic('KE', 'Kenya ')).toBe(true);
    expect(isDomestic('KE', 'United States')).toBe(false);
    expect(isDomestic('GB', 'gb')).toBe(true);
  });
});
