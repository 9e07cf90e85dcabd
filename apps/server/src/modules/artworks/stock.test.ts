import { describe, expect, it } from 'vitest';
import { freeUnits, shownAvailability } from './stock.ts';

const original = { availability: 'available', units: 1, reserved: 0, sold: 0, withheld: 0 };
const edition = { availability: 'available', units: 3, reserved: 0, sold: 0, withheld: 0 };

describe('stock', () => {
  it('shows an original as reserved while an order holds it and sold once paid', () => {
    expect(shownAvailability(original)).toBe('available');
    expect(shownAvailability({ ...original, reserved: 1 })).toBe('reserved');
    expect(shownAvailability({ ...original, sold: 1 })).toBe('sold');
    expect(freeUnits({ ...original, reserved: 1 })).toBe(0);
  });

  it('keeps an edition available while any unit is free, and counts what is left', () => {
    expect(freeUnits({ ...edition, reserved: 1, sold: 1 })).toBe(1);
    expect(shownAvailability({ ...edition, reserved: 1, sold: 1 })).toBe('available');
    expect(shownAvailability({ ...edition, reserved: 1, sold: 2 })).toBe('reserved');
    expect(shownAvailability({ ...edition, sold: 3 })).toBe('sold');
  });

  it('counts withheld numbers as taken: fewer left, sold once the rest are sold', () => {
    expect(freeUnits({ ...edition, withheld: 1, sold: 1 })).toBe(1);
    expect(shownAvailability({ ...edition, withheld: 1, reserved: 1, sold: 1 })).toBe('reserved');
    expect(shownAvailability({ ...edition, withheld: 2, sold: 1 })).toBe('sold');
  });

  it("follows the gallery's own marks: sold and reserved sell nothing", () => {
    expect(freeUnits({ ...edition, availability: 'sold' })).toBe(0);
    expect(shownAvailability({ ...edition, availability: 'sold' })).toBe('sold');
    expect(shownAvailability({ ...edition, availability: 'reserved' })).toBe('reserved');
    expect(freeUnits({ ...edition, availability: 'reserved' })).toBe(0);
  });
});
