import { describe, expect, it } from 'vitest';
import { editionsLeft, summarizeFormats, wasPrice } from './card-artwork.ts';

describe('summarizeFormats', () => {
  it('shows the first two format names and counts the rest', () => {
    expect(summarizeFormats(['Original', 'Canvas Print', 'Paper Print', 'Framed Print'])).toEqual({
      names: ['Original', 'Canvas Print'],
      more: 2,
    });
  });

  it('has nothing more when there are two formats or fewer', () => {
    expect(summarizeFormats(['Original'])).toEqual({ names: ['Original'], more: 0 });
    expect(summarizeFormats([])).toEqual({ names: [], more: 0 });
  });
});

describe('wasPrice', () => {
  it('shows the original price only when it is greater than the price', () => {
    expect(wasPrice({ price: 900, originalPrice: 1200 })).toBe(1200);
    expect(wasPrice({ price: 900, originalPrice: 900 })).toBeNull();
    expect(wasPrice({ price: 900, originalPrice: 500 })).toBeNull();
    expect(wasPrice({ price: 900, originalPrice: null })).toBeNull();
  });
});

describe('editionsLeft', () => {
  it('counts the copies left of a limited edition', () => {
    expect(editionsLeft({ limited: true, limitedCount: 3, availability: 'available' })).toBe(3);
  });

  it('says nothing for originals, sold works and unknown counts', () => {
    expect(editionsLeft({ limited: false, limitedCount: 3, availability: 'available' })).toBeNull();
    expect(editionsLeft({ limited: true, limitedCount: 3, availability: 'sold' })).toBeNull();
    expect(editionsLeft({ limited: true, limitedCount: null, availability: 'available' })).toBeNull();
  });
});
