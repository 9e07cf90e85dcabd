import { describe, expect, it } from 'vitest';
import { filterChips, priceBandOf, priceLabel } from './filter-chips.ts';
import { EMPTY_FILTERS, parseGalleryParams } from './gallery-filters.ts';

describe('filterChips', () => {
  it('shows one removable chip per active filter, artists by name', () => {
    const f = parseGalleryParams(
      new URLSearchParams('filter=paintings&artist=a1&collection=New+Arrivals&minPrice=1000'),
    );
    const chips = filterChips(f, (id) => (id === 'a1' ? 'Wanjiru Kamau' : id));
    expect(chips.map((c) => c.label)).toEqual(['Paintings', 'Wanjiru Kamau', 'New Arrivals', 'From $1,000']);
    expect(chips[1]?.without.artists).toEqual([]);
    expect(chips[0]?.without.medium).toBeNull();
  });

  it('shows nothing without filters', () => {
    expect(filterChips(EMPTY_FILTERS, (x) => x)).toEqual([]);
  });
});

describe('price bands', () => {
  it('labels ranges in whole dollars', () => {
    expect(priceLabel(1000, 5000)).toBe('$1,000 – $5,000');
    expect(priceLabel(null, 500)).toBe('Up to $500');
  });

  it('finds the band of a range, or calls it custom', () => {
    expect(priceBandOf(null, null)).toBe(-1);
    expect(priceBandOf(1000, 5000)).toBe(1);
    expect(priceBandOf(1234, null)).toBe('custom');
  });
});
