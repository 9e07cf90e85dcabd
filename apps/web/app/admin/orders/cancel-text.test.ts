import { describe, expect, it } from 'vitest';
import { cancelDetail } from './cancel-text.ts';

describe('what cancelling an order does to its works', () => {
  it('puts the works of an unpaid order back on sale', () => {
    for (const paymentStatus of ['pending', 'partial'] as const) {
      expect(cancelDetail({ paymentStatus })).toContain('go back on sale in the store');
    }
  });

  it('keeps the works of a paid order sold', () => {
    expect(cancelDetail({ paymentStatus: 'completed' })).toContain('stay sold');
  });
});
