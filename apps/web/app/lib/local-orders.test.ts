import { describe, expect, it } from 'vitest';
import { readLocalOrders } from './local-orders.ts';

describe('local orders', () => {
  it('reads the stored list, dropping anything that is not an order, and survives bad data', () => {
    const stored = JSON.stringify([{ id: 'a', date: '2026-01-01T00:00:00Z' }, { id: 3 }, null, 'x']);
    expect(readLocalOrders(stored)).toEqual([{ id: 'a', date: '2026-01-01T00:00:00Z' }]);
    expect(readLocalOrders('{oops')).toEqual([]);
    expect(readLocalOrders(null)).toEqual([]);
    expect(readLocalOrders('{"id":"a"}')).toEqual([]);
  });
});
