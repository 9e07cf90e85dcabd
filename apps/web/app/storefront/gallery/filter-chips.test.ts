import { describe, expect, it } from 'vitest';
import { filterChips, priceBandOf, priceLabel } from './filter-chips.ts';
import { EMPTY_FILTERS, parseGalleryParams } from './gallery-filters.ts';

describe('filterChips', () => {
  it('shows one removable chip per active filter, artists by name', () => {
    const f = parseGalleryParams(
      new URLSearchParams('filter=paintings&artist=a1&collection=New+Arrivals&minPrice=1000'),
    );
    const chips = filterChips(f, (id) => (id === 'a1' ? 'Wanjiru Kamau' : id), 'USD');
    expect(chips.map((c) => c.label)).toEqual(['Paintings', 'Wanjiru Kamau', 'New Arrivals', 'From $1,000']);
    expect(chips[1]?.without.artists).toEqual([]);
    expect(chips[0]?.without.medium).toBeNull();
  });

  it('shows nothing without filters', () => {
    expect(filterChips(EMPTY_FILTERS, (x) => x, 'USD')).toEqual([]);
  });
});

describe('price bands', () => {
  it('labels ranges in whole units of the shop currency, bands by their edges', () => {
    expect(priceLabel(1000, 5000, 'USD')).toBe('$1,000 – $5,000');
    expect(priceLabel(null, 500, 'USD')).toBe('Up to $500');
    expect(priceLabel(null, 1000, 'EUR', true)).toBe('Under €1,000');
    expect(priceLabel(20000, null, 'GBP', true)).toBe('Over £20,000');
  });

  it('finds the band of a range, or calls it custom', () => {
    expect(priceBandOf(null, null)).toBe(-1);
    expect(priceBandOf(1000, 5000)).toBe(1);
    expect(priceBandOf(1234, null)).toBe('custom');
  });
});
