import type { Artwork } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { addItem, type CartArtwork } from './cart.ts';
import { refreshItems, refreshQuery } from './cart-refresh.ts';

const stored: CartArtwork = {
  id: 'a1',
  title: 'Harmattan',
  artist: { id: 'p1', name: 'Amara Okafor' },
  pictures: [],
  availability: 'available',
  limited: true,
  limitedCount: 5,
  formats: [{ id: 'f1', name: 'Canvas', price: 1200, available: true }],
};
const fresh = (patch: Partial<Artwork>): Artwork =>
  ({
    ...stored,
    _id: 'a1',
    description: '',
    artist: { _id: 'p1', id: 'p1', name: 'Amara Okafor', country: 'Kenya' },
    price: 1200,
    originalPrice: null,
    images: [],
    medium: '',
    dimensions: '',
    year: null,
    featured: false,
    limited: true,
    limitedCount: 5,
    tags: [],
    collections: [],
    ...patch,
  }) as Artwork;
const cart = addItem([], stored, stored.formats[0] ?? { id: '', name: '', price: 0, available: true }, 2);

describe('refreshing the cart from the server', () => {
  it('takes the server price and says so', () => {
    const result = refreshItems(cart, [
      fresh({ formats: [{ id: 'f1', name: 'Canvas', price: 1500, available: true }] }),
    ]);
    expect(result.items[0]?.format.price).toBe(1500);
    expect(result.items[0]?.quantity).toBe(2);
    expect(result.changes).toEqual([{ id: 'a1-f1', title: 'Harmattan', kind: 'price' }]);
  });

  it('marks a sold work, and a work the server no longer has, as sold', () => {
    expect(refreshItems(cart, [fresh({ availability: 'sold' })]).changes[0]?.kind).toBe('sold');
    const gone = refreshItems(cart, []);
    expect(gone.items[0]?.artwork.availability).toBe('sold');
    expect(gone.changes[0]?.kind).toBe('sold');
  });

  it('marks a format that is gone or unavailable', () => {
    const result = refreshItems(cart, [fresh({ formats: [] })]);
    expect(result.items[0]?.format.available).toBe(false);
    expect(result.changes[0]?.kind).toBe('unavailable');
  });

  it('reports nothing when nothing changed', () => {
    expect(refreshItems(cart, [fresh({})]).changes).toEqual([]);
  });

  it('asks for each artwork once', () => {
    expect(refreshQuery([])).toBeNull();
    expect(refreshQuery([...cart, { ...cart[0], id: 'a1-f2' } as (typeof cart)[number]])).toBe('ids=a1');
  });
});

describe('refreshing the cart from the server: stock', () => {
  it('brings a line down to the editions the server says are left', () => {
    const result = refreshItems(cart, [fresh({ limitedCount: 1 })]);
    expect(result.items[0]?.quantity).toBe(1);
  });
});
