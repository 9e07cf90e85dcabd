import { describe, expect, it } from 'vitest';
import { artworkSearchText, planFormats } from './artwork-rows.ts';

describe('planFormats', () => {
  const stored = [
    { id: 'f-original', available: 0, format_type_id: 'type-oil', shipping_class: 'crate' as const },
    { id: 'f-print', available: 1, format_type_id: null, shipping_class: null },
  ];

  it('keeps the ids, types, shipping classes and availability of formats the artwork already has', () => {
    const [original] = planFormats([{ id: 'f-original', name: ' Original', price: 12.34 }], stored);
    expect(original).toEqual({
      id: 'f-original',
      position: 0,
      name: ' Original',
      name_key: 'ORIGINAL',
      price_cents: 1234,
      available: 0,
      format_type_id: 'type-oil',
      shipping_class: 'crate',
    });
  });

  it("sets a format's own shipping class, or clears it to its type's with null", () => {
    const [own, cleared] = planFormats(
      [
        { id: 'f-print', name: 'B', price: 1, shippingClass: 'quote' },
        { id: 'f-original', name: 'A', price: 1, shippingClass: null },
      ],
      stored,
    );
    expect(own?.shipping_class).toBe('quote');
    expect(cleared?.shipping_class).toBeNull();
  });

  it('gives fresh ids to timestamp ids, foreign ids and a repeated id', () => {
    const plan = planFormats(
      [
        { id: '1767000000000', name: 'A', price: 1 },
        { id: 'f-print', name: 'B', price: 1 },
        { id: 'f-print', name: 'C', price: 1, available: false },
      ],
      stored,
    );
    expect(plan[0]?.id).not.toBe('1767000000000');
    expect(plan[1]?.id).toBe('f-print');
    expect(plan[2]?.id).not.toBe('f-print');
    expect(plan.map((f) => f.available)).toEqual([1, 1, 0]);
  });
});

it('searches an artwork by title, artist, medium, tags and collections', () => {
  const text = artworkSearchText({
    title: 'Rift Light',
    artistName: 'Njeri',
    medium: 'Oil',
    tags: ['Dawn'],
    collections: ['Summer'],
  });
  expect(text).toBe('rift light njeri oil dawn summer');
});
