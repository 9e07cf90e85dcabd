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

  it('sorts by price in the asked direction, ties by title', () => {
    expect(artworkOrder('price', 'asc').slice(0, 2)).toEqual([
      { column: 'price_cents', direction: 'asc' },
      { column: 'title_key', direction: 'asc' },
    ]);
  });

  it('sorts newest first by year', () => {
    expect(artworkOrder('year', 'desc')[0]).toEqual({ column: 'year', direction: 'desc' });
  });
});
