import { describe, expect, it } from 'vitest';
import { canAddToCart, clampQuantity, defaultFormatId, returnsBadge, stepIndex } from './detail-rules.ts';

const format = (id: string, available: boolean) => ({ id, name: id, price: 100, available });

describe('defaultFormatId', () => {
  it('chooses the first available format', () => {
    expect(defaultFormatId([format('a', false), format('b', true), format('c', true)])).toBe('b');
  });

  it('falls back to the first format when none is available, and to nothing without formats', () => {
    expect(defaultFormatId([format('a', false), format('b', false)])).toBe('a');
    expect(defaultFormatId([])).toBeNull();
  });
});

describe('canAddToCart', () => {
  it('needs the work for sale and an available format', () => {
    expect(canAddToCart({ availability: 'available' }, format('a', true))).toBe(true);
    expect(canAddToCart({ availability: 'available' }, format('a', false))).toBe(false);
    expect(canAddToCart({ availability: 'sold' }, format('a', true))).toBe(false);
    expect(canAddToCart({ availability: 'reserved' }, format('a', true))).toBe(false);
    expect(canAddToCart({ availability: 'available' }, undefined)).toBe(false);
  });
});

describe('quantity and pictures', () => {
  it('keeps the quantity a whole number of at least 1, with no upper bound', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    // At most what can be sold: an original once, an edition as many as are left.
    expect(clampQuantity(2, 1)).toBe(1);
    expect(clampQuantity(7, 3)).toBe(3);
    expect(clampQuantity(2, 0)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(250)).toBe(250);
  });

  it('steps through the pictures, wrapping round', () => {
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('advertises the one return policy', () => {
    expect(returnsBadge(14)).toBe('14-Day Returns');
  });
});
