import { describe, expect, it } from 'vitest';
import { offeredName } from './save-file.ts';

describe('the name of a downloaded file', () => {
  it("is the one the server's Content-Disposition offers", () => {
    expect(offeredName('attachment; filename="INV-2026-000001.pdf"', 'order.pdf')).toBe('INV-2026-000001.pdf');
    expect(offeredName("attachment; filename*=UTF-8''orders%202026.csv", 'orders.csv')).toBe('orders 2026.csv');
  });

  it('falls back when the server offers none', () => {
    expect(offeredName(null, 'orders.csv')).toBe('orders.csv');
    expect(offeredName('attachment', 'orders.csv')).toBe('orders.csv');
  });
});
