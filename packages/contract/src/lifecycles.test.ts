import { describe, expect, it } from 'vitest';
import {
  COLLECTOR_HOLD_STATUS_NEXT,
  COLLECTOR_HOLD_STATUSES,
  canMove,
  DELIVERY_STATUS_NEXT,
  DELIVERY_STATUSES,
  DRAFT_STATUS_NEXT,
  DRAFT_STATUSES,
  HOLD_STATUS_NEXT,
  HOLD_STATUSES,
  lifecycleValue,
  OFFER_STATUS_NEXT,
  OFFER_STATUSES,
  ORDER_STATUS_NEXT,
  ORDER_STATUSES,
  PAYMENT_STATUS_NEXT,
  PAYMENT_STATUSES,
} from './lifecycles.ts';

const lifecycles = [
  ['order status', ORDER_STATUSES, ORDER_STATUS_NEXT],
  ['payment status', PAYMENT_STATUSES, PAYMENT_STATUS_NEXT],
  ['draft status', DRAFT_STATUSES, DRAFT_STATUS_NEXT],
  ['delivery status', DELIVERY_STATUSES, DELIVERY_STATUS_NEXT],
  ['hold status', HOLD_STATUSES, HOLD_STATUS_NEXT],
  ['offer status', OFFER_STATUSES, OFFER_STATUS_NEXT],
  ['collector hold status', COLLECTOR_HOLD_STATUSES, COLLECTOR_HOLD_STATUS_NEXT],
] as const;

describe('lifecycle tables', () => {
  it.each(lifecycles)('the %s table has a row for every value, pointing only at other values', (_, values, table) => {
    expect(Object.keys(table).sort()).toEqual([...values].sort());
    for (const [from, targets] of Object.entries(table) as [string, readonly string[]][]) {
      for (const to of targets) {
        expect(values as readonly string[]).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it('says what the shop does today', () => {
    expect(canMove(ORDER_STATUS_NEXT, 'cancelled', 'processing')).toBe(false);
    expect(canMove(ORDER_STATUS_NEXT, 'shipped', 'cancelled')).toBe(false);
    expect(canMove(ORDER_STATUS_NEXT, 'pending', 'cancelled')).toBe(true);
    expect(canMove(PAYMENT_STATUS_NEXT, 'completed', 'pending')).toBe(true);
    expect(canMove(DRAFT_STATUS_NEXT, 'expired', 'ordered')).toBe(true);
    expect(canMove(DRAFT_STATUS_NEXT, 'refunded', 'ordered')).toBe(false);
    expect(canMove(DELIVERY_STATUS_NEXT, 'sent', 'failed')).toBe(false);
  });

  it('reads a stored value back, or throws naming the column; never a default', () => {
    expect(lifecycleValue(ORDER_STATUSES, 'shipped', 'orders.status')).toBe('shipped');
    expect(() => lifecycleValue(ORDER_STATUSES, 'lost', 'orders.status')).toThrow(
      "orders.status holds 'lost', which is not one of pending, processing, shipped, delivered, completed, cancelled",
    );
  });
});
