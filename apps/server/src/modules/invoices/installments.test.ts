import { describe, expect, it } from 'vitest';
import { installmentsApply, splitInstallments } from './installments.ts';

const start = new Date('2026-03-14T10:00:00Z');
const sum = (xs: { amountCents: number }[]) => xs.reduce((s, x) => s + x.amountCents, 0);

describe('installments', () => {
  it('splits evenly when it can', () => {
    const plan = splitInstallments(1_000_000, 10, 30, start);
    expect(plan.map((p) => p.amountCents)).toEqual(Array(10).fill(100_000));
    expect(plan[0]?.dueAt.toISOString()).toBe('2026-04-13T10:00:00.000Z');
    expect(plan[9]?.dueAt.toISOString()).toBe('2027-01-08T10:00:00.000Z');
  });

  it('puts the odd cents on the first installments, so the plan adds up to the total exactly', () => {
    const plan = splitInstallments(1_000_003, 10, 30, start);
    expect(plan.map((p) => p.amountCents)).toEqual([100_001, 100_001, 100_001, ...Array(7).fill(100_000)]);
    expect(sum(plan)).toBe(1_000_003);
    for (const [total, count] of [
      [1, 3],
      [99_999_999, 7],
      [420_000, 24],
      [1_234_567_891, 11],
    ] as const) {
      const p = splitInstallments(total, count, 14, start);
      expect(sum(p)).toBe(total);
      expect(Math.max(...p.map((x) => x.amountCents)) - Math.min(...p.map((x) => x.amountCents))).toBeLessThanOrEqual(
        1,
      );
    }
  });

  it('applies above the threshold only, and only when switched on', () => {
    const terms = { enabled: true, thresholdCents: 10_000, count: 10, periodDays: 30 };
    expect(installmentsApply(10_001, terms)).toBe(true);
    expect(installmentsApply(10_000, terms)).toBe(false);
    expect(installmentsApply(500_000, { ...terms, enabled: false })).toBe(false);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => splitInstallments(10.5, 2, 30, start)).toThrow(RangeError);
    expect(() => splitInstallments(100, 0, 30, start)).toThrow(RangeError);
  });
});
