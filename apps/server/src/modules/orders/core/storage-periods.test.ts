import { isCalendarDay } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { addMonths, billedPeriods, owedCents, periodIndex, periodsStarted } from './storage-periods.ts';

describe('storage periods', () => {
  it('clamps a month end and comes back to the start day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-30', 11)).toBe('2027-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('counts the periods started by a day', () => {
    expect(periodsStarted('2026-01-31', '2026-01-30')).toBe(0);
    expect(periodsStarted('2026-01-31', '2026-01-31')).toBe(1);
    expect(periodsStarted('2026-01-31', '2026-02-27')).toBe(1);
    expect(periodsStarted('2026-01-31', '2026-02-28')).toBe(2);
    expect(periodsStarted('2026-01-31', '2026-03-30')).toBe(2);
    expect(periodsStarted('2026-01-31', '2026-03-31')).toBe(3);
    expect(periodsStarted('2026-01-31', '2027-01-31')).toBe(13);
  });

  it('bills the first month free and owes the started pending periods', () => {
    const terms = { startDay: '2028-01-31', monthlyFeeCents: 150_000, firstMonthFree: true };
    const periods = billedPeriods(terms, [], '2028-03-31');
    expect(periods.map((p) => [p.periodStart, p.periodEnd, p.amountCents, p.status])).toEqual([
      ['2028-01-31', '2028-02-29', 0, 'paid'],
      ['2028-02-29', '2028-03-31', 150_000, 'pending'],
      ['2028-03-31', '2028-04-30', 150_000, 'pending'],
    ]);
    expect(owedCents(periods)).toBe(300_000);
    const stored = [
      { periodStart: '2028-02-29', amountCents: 120_000, status: 'paid', paidAt: '2028-03-01T10:00:00Z' },
    ];
    const afterPayment = billedPeriods(terms, stored, '2028-03-31');
    expect(afterPayment[1]).toMatchObject({ amountCents: 120_000, status: 'paid', paidAt: '2028-03-01T10:00:00Z' });
    expect(owedCents(afterPayment)).toBe(150_000);
  });

  it('bills the first month too when the order was paid under terms without a free month', () => {
    const terms = { startDay: '2028-01-31', monthlyFeeCents: 90_000, firstMonthFree: false };
    const periods = billedPeriods(terms, [], '2028-02-29');
    expect(periods.map((p) => [p.periodStart, p.amountCents, p.status])).toEqual([
      ['2028-01-31', 90_000, 'pending'],
      ['2028-02-29', 90_000, 'pending'],
    ]);
    expect(owedCents(periods)).toBe(180_000);
  });

  it('finds a period by its start day only', () => {
    expect(periodIndex('2026-01-31', '2026-02-28')).toBe(1);
    expect(periodIndex('2026-01-31', '2026-03-31')).toBe(2);
    expect(periodIndex('2026-01-31', '2026-03-28')).toBe(-1);
    expect(periodIndex('2026-01-31', '2026-01-01')).toBe(-1);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(periodIndex('2026-01-31', '2026-13-01')).toBe(-1);
    expect(periodIndex('2026-01-31', '2026-02-30')).toBe(-1);
  });
});
