import type { OrderHistoryEvent } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { calendarDay, historyText, itemCountText, longDateTime, orderLabel, statusWord } from './order-text.ts';

const event = (e: Partial<OrderHistoryEvent>): OrderHistoryEvent => ({
  _id: 'e1',
  kind: 'status',
  from: null,
  to: null,
  actor: 'owner@example.com',
  note: '',
  createdAt: '2026-11-25T10:00:00.000Z',
  ...e,
});

describe('order texts', () => {
  it("names an order by its invoice number, else 'Order ' and the id's last 8 characters", () => {
    expect(orderLabel({ _id: 'abcdef0123456789', invoiceNumber: 'INV-2026-000001' })).toBe('INV-2026-000001');
    expect(orderLabel({ _id: 'abcdef0123456789', invoiceNumber: null })).toBe('Order 23456789');
  });

  it("counts items as 'item' or 'items'", () => {
    expect([0, 1, 2].map(itemCountText)).toEqual(['0 items', '1 item', '2 items']);
  });

  it('capitalises statuses', () => {
    expect(statusWord('cancelled')).toBe('Cancelled');
  });

  it('writes dates in US English, long, with hour and minute', () => {
    const iso = '2026-03-02T09:05:00.000Z';
    const expected = new Date(iso).toLocaleString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(longDateTime(iso)).toBe(expected);
    expect(longDateTime(iso)).toContain('March');
    expect(longDateTime('not a date')).toBe('not a date');
  });

  it('reads a storage day as that calendar day in every time zone', () => {
    expect(calendarDay('2026-01-31')).toBe('January 31, 2026');
  });

  it('shows a status change as from → to', () => {
    expect(historyText(event({ kind: 'payment_status', from: 'pending', to: 'completed' }))).toEqual({
      title: 'Payment status',
      change: 'Pending → Completed',
    });
    expect(historyText(event({ kind: 'storage_period_paid', from: 'pending', to: 'paid' })).change).toBe(
      'Pending → Paid',
    );
  });

  it('says in which status an order was placed, and to whom a PDF went', () => {
    expect(historyText(event({ kind: 'created', to: 'pending' }))).toEqual({
      title: 'Order placed',
      change: 'Pending',
    });
    expect(historyText(event({ kind: 'pdf_sent', to: 'ada@example.com' })).change).toBe('ada@example.com');
  });
});
