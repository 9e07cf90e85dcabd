import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatPrice(12500)).toBe('$12,500');
    expect(formatPrice(1250000)).toBe('$1,250,000');
  });

  it('drops cents, rounding to the nearest dollar', () => {
    expect(formatPrice(99.4)).toBe('$99');
    expect(formatPrice(99.5)).toBe('$100');
  });

  it('shows zero as $0', () => {
    expect(formatPrice(0)).toBe('$0');
  });

  it('matches Intl currency formatting for whole dollars', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const n of [1, 12, 999, 1000, 45_600, 999_999, 12_345_678, -1500]) expect(formatPrice(n)).toBe(usd.format(n));
  });
});
