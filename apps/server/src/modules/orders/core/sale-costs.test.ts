import { DEFAULT_SHOP_SETTINGS, roundCents, type ShippingClass } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS as SERVER_DEFAULTS } from '../../settings/index.ts';
import { type CostLine, saleCosts, withShipping } from './sale-costs.ts';

const settings = {
  ...SERVER_DEFAULTS,
  shippingZones: [{ name: 'Europe', countries: ['DE', 'FR'] }],
  shippingRates: [
    { zone: 'domestic', class: 'small' as const, amountCents: 1_500 },
    { zone: 'Europe', class: 'small' as const, amountCents: 2_999 },
    { zone: 'world', class: 'small' as const, amountCents: 4_001 },
    { zone: 'Europe', class: 'large' as const, amountCents: 42_000 },
  ],
  taxRates: [
    { country: 'US', region: 'CA', rate: 8.5, label: 'Sales tax' },
    { country: 'DE', region: '', rate: 19, label: 'VAT' },
    { country: 'GB', region: '', rate: 20, label: 'VAT' },
  ],
};
const address = (country: string, region = '') => ({ kind: 'address' as const, country, region });

/** A small deterministic generator, so a failure names the cart that broke it. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('saleCosts', () => {
  it('charges the hidden examples: 8.5% California sales tax on 1,000 is 85, New York none', () => {
    const line = { unitPriceCents: 100_000, quantity: 1, shippingClass: 'small' as const };
    expect(saleCosts(settings, [line], address('US', 'CA'))).toMatchObject({
      taxCents: 8_500,
      tax: { label: 'Sales tax', rateMilli: 8_500 },
      shippingCents: 1_500,
      totalCents: 110_000,
    });
    expect(saleCosts(settings, [line], address('US', 'NY'))).toMatchObject({
      taxCents: 0,
      tax: null,
      totalCents: 101_500,
    });
  });

  it('finds the zone: domestic, a named zone, then the world', () => {
    const line = { unitPriceCents: 1, quantity: 2, shippingClass: 'small' as const };
    expect(saleCosts(settings, [line], address('US')).shippingCents).toBe(3_000);
    expect(saleCosts(settings, [line], address('FR')).shippingCents).toBe(5_998);
    expect(saleCosts(settings, [line], address('JP')).shippingCents).toBe(8_002);
    expect(saleCosts(settings, [{ ...line, shippingClass: 'large' }], address('JP')).shippingCents).toBeNull();
  });

  it('keeps the defaults free: every class ships for 0 at home and abroad, no tax', () => {
    const costs = saleCosts(
      { ...SERVER_DEFAULTS },
      [{ unitPriceCents: 420_000, quantity: 1, shippingClass: 'crate' }],
      address('KE'),
    );
    expect(costs).toEqual({
      currency: DEFAULT_SHOP_SETTINGS.currency,
      subtotalCents: 420_000,
      shippingCents: 0,
      taxCents: 0,
      tax: null,
      pricesIncludeTax: false,
      totalCents: 420_000,
    });
  });

  it('rounds each line half-up and the totals are always the sum of the lines (random carts)', () => {
    const next = random(20261129);
    const classes: ShippingClass[] = ['small', 'large'];
    for (let run = 0; run < 2_000; run++) {
      const lines: CostLine[] = Array.from({ length: 1 + Math.floor(next() * 6) }, () => ({
        unitPriceCents: Math.floor(next() * 5_000_000),
        quantity: 1 + Math.floor(next() * 4),
        shippingClass: classes[Math.floor(next() * 2)] ?? 'small',
      }));
      const included = next() < 0.5;
      const taxShipping = next() < 0.5;
      const country = ['US', 'DE', 'GB', 'FR'][Math.floor(next() * 4)] ?? 'US';
      const s = { ...settings, pricesIncludeTax: included, taxShipping };
      const costs = saleCosts(s, lines, address(country, 'CA'));
      const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
      expect(costs.subtotalCents).toBe(subtotal);
      const rate = costs.tax?.rateMilli ?? 0;
      const lineTax = (cents: number) =>
        roundCents(included ? (cents * rate) / (100_000 + rate) : (cents * rate) / 100_000, 'USD');
      const taxes = lines.map((l) => lineTax(l.unitPriceCents * l.quantity));
      const shippingTax = taxShipping && costs.shippingCents ? lineTax(costs.shippingCents) : 0;
      expect(costs.taxCents).toBe(taxes.reduce((a, b) => a + b, 0) + shippingTax);
      for (const [i, l] of lines.entries()) {
        const exact = included
          ? (l.unitPriceCents * l.quantity * rate) / (100_000 + rate)
          : (l.unitPriceCents * l.quantity * rate) / 100_000;
        expect(Math.abs((taxes[i] ?? 0) - exact)).toBeLessThanOrEqual(0.5);
      }
      expect(costs.totalCents).toBe(subtotal + (costs.shippingCents ?? 0) + (included ? 0 : costs.taxCents));
      expect(Number.isInteger(costs.totalCents)).toBe(true);
      // Setting the same shipping afterwards gives the same figures as charging it at once.
      if (costs.shippingCents !== null) {
        expect(withShipping(costs, lines, costs.shippingCents, taxShipping)).toEqual(costs);
      }
    }
  });

  it('rounds to whole yen in a currency without decimals', () => {
    const costs = saleCosts(
      { ...settings, currency: 'JPY', taxRates: [{ country: 'JP', region: '', rate: 10, label: 'Consumption tax' }] },
      [{ unitPriceCents: 1_234_500, quantity: 1, shippingClass: 'small' }],
      address('JP'),
    );
    // 10% of ¥12,345 is ¥1,234.5: half-up to ¥1,235.
    expect(costs.taxCents).toBe(123_500);
  });

  it('taxes a storage order where the works are kept', () => {
    const kept = { ...settings, storage: { ...settings.storage, country: 'Germany' } };
    const costs = saleCosts(kept, [{ unitPriceCents: 100_000, quantity: 1, shippingClass: 'large' }], {
      kind: 'storage',
    });
    expect(costs).toMatchObject({ shippingCents: 0, taxCents: 19_000, tax: { label: 'VAT' } });
  });
});
