import { describe, expect, it } from 'vitest';
import { artworkOrder } from './artwork-order.ts';

describe('artworkOrder', () => {
  it('puts featured first, then the newest year, then the title by default', () => {
    expect(artworkOrder().map((t) => `${t.column} ${t.direction}`)).toEqual([
      'featured desc',
      'year desc',
      'title_key asc',
      'id asc',
    ]);
  });

  it('sorts by price in the asked direction, works on request last either way, ties by title', () => {
    for (const direction of ['asc', 'desc'] as const) {
      expect(artworkOrder('price', direction).slice(0, 3)).toEqual([
        { column: 'price_on_request', direction: 'asc' },
        { column: 'listed_price', direction },
        { column: 'title_key', direction: 'asc' },
      ]);
    }
  });

  it('sorts newest first by year', () => {
    expect(artworkOrder('year', 'desc')[0]).toEqual({ column: 'year', direction: 'desc' });
  });
});
