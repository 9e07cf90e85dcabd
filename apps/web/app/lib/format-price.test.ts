import { describe, expect, it } from 'vitest';
import { formatPrice, shownPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('shows whole units with thousands separators, in the shop currency', () => {
    expect(formatPrice(12500, 'USD')).toBe('$12,500');
    expect(formatPrice(1250000, 'USD')).toBe('$1,250,000');
    expect(formatPrice(12500, 'EUR')).toBe('€12,500');
    expect(formatPrice(12500, 'KES')).toBe('KES\u00a012,500');
  });

  it('drops cents, rounding half-up', () => {
    expect(formatPrice(99.4, 'USD')).toBe('$99');
    expect(formatPrice(99.5, 'USD')).toBe('$100');
  });

  it('shows zero as $0, and a price on request in words', () => {
    expect(formatPrice(0, 'USD')).toBe('$0');
    expect(shownPrice(null, 'EUR')).toBe('Price on request');
  });

  it('matches Intl currency formatting for whole amounts', () => {
    for (const currency of ['USD', 'EUR', 'GBP', 'JPY', 'CHF']) {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
      for (const n of [1, 12, 999, 1000, 45_600, 999_999, 12_345_678, -1500])
        expect(formatPrice(n, currency)).toBe(intl.format(n));
    }
  });
});
