import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, centStep, currencyDigits, formatMoney, isCurrencyCode, roundCents } from './money.ts';

const AMOUNTS = [0, 0.5, 1, 12.5, 999.99, 1234.5, 12500, 1_000_000.25, -1234.5, 2.675];

describe('formatMoney', () => {
  it('writes every currency exactly as US English Intl does, with and without decimals', () => {
    for (const currency of CURRENCY_CODES) {
      const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
      for (const amount of AMOUNTS.filter((a) => a !== 2.675)) {
        expect(formatMoney(amount, currency), `${currency} ${amount}`).toBe(exact.format(amount));
        expect(formatMoney(amount, currency, { whole: true }), `${currency} ${amount} whole`).toBe(
          whole.format(Math.sign(amount) * Math.floor(Math.abs(amount) + 0.5)),
        );
      }
      expect(currencyDigits(currency)).toBe(exact.resolvedOptions().maximumFractionDigits);
    }
  });

  it('rounds a half up where binary fractions would not', () => {
    expect(formatMoney(2.675, 'USD')).toBe('$2.68');
    expect(formatMoney(12500, 'USD', { whole: true })).toBe('$12,500');
    expect(formatMoney(1500, 'EUR')).toBe('€1,500.00');
    expect(formatMoney(1500.4, 'JPY')).toBe('¥1,500');
  });

  it('knows the codes a shop may pick and refuses others', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('XXX')).toBe(false);
    expect(isCurrencyCode('XDR')).toBe(false);
  });
});

describe('roundCents', () => {
  it('rounds half-up to the cent, or to a whole unit for currencies without decimals', () => {
    expect(roundCents(8.5, 'USD')).toBe(9);
    expect(roundCents(8.49, 'USD')).toBe(8);
    expect(roundCents(-8.5, 'USD')).toBe(-9);
    expect(roundCents(150, 'JPY')).toBe(200);
    expect(roundCents(149, 'JPY')).toBe(100);
    expect(roundCents(1234.5, 'KWD')).toBe(1235);
    expect(centStep('JPY')).toBe(100);
    expect(centStep('KWD')).toBe(1);
  });
});
