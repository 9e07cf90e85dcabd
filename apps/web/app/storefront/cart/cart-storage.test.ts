import { describe, expect, it, vi } from 'vitest';
import { parseCart } from './cart-storage.ts';

const line = {
  id: 'x',
  artwork: {
    id: 'a1',
    title: 'T',
    artist: { id: 'p', name: 'P' },
    pictures: [],
    availability: 'available',
    formats: [],
  },
  format: { id: 'f1', name: 'Canvas', price: 10, available: true },
  quantity: 2.7,
};

describe('the stored cart', () => {
  it('reads lines back, rebuilding the id from the artwork and format', () => {
    expect(parseCart(JSON.stringify([line]))).toEqual([
      { ...line, id: 'a1-f1', quantity: 2, artwork: { ...line.artwork, limited: false, limitedCount: null } },
    ]);
  });

  it('drops lines it cannot use and unreadable data, without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseCart(JSON.stringify([line, { quantity: 1 }, null]))).toHaveLength(1);
    expect(parseCart('{oops')).toEqual([]);
    expect(parseCart(null)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
