import { describe, expect, it } from 'vitest';
import { returnsSummary } from './returns.ts';

describe('returnsSummary', () => {
  it('names the window and who pays the return shipping', () => {
    expect(returnsSummary({ days: 14, returnShippingPaidBy: 'customer', refundBusinessDays: '5-7' })).toBe(
      'Returns: within 14 days of delivery for a full refund; you pay the return shipping.',
    );
    expect(returnsSummary({ days: 1, returnShippingPaidBy: 'shop', refundBusinessDays: '5-7' })).toBe(
      'Returns: within 1 day of delivery for a full refund; the gallery pays the return shipping.',
    );
    expect(returnsSummary({ days: 0, returnShippingPaidBy: 'shop', refundBusinessDays: '5-7' })).toBe(
      'Returns: all sales are final, except for a work that arrives damaged or not as described.',
    );
  });
});
