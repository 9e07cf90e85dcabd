import type { Format } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  type CartArtwork,
  capQuantities,
  cartCount,
  cartTotal,
  lineMax,
  removeItem,
  sellableUnits,
  setItemQuantity,
  toCartArtwork,
} from './cart.ts';

const canvas: Format = { id: 'f1', name: 'Canvas', price: 1200, available: true };
const print: Format = { id: 'f2', name: 'Fine Art Print', price: 300, available: true };
// An edition with ten left, so the rules below are not capped by stock.
const artwork: CartArtwork = {
  id: 'a1',
  title: 'Harmattan',
  artist: { id: 'p1', name: 'Amara Okafor' },
  pictures: [],
  availability: 'available',
  limited: true,
  limitedCount: 10,
  formats: [canvas, print],
};
const original: CartArtwork = { ...artwork, id: 'o1', title: 'Blue Hour', limited: false, limitedCount: null };
const edition = (left: number): CartArtwork => ({ ...artwork, id: 'e1', title: 'Salt Road', limitedCount: left });

describe('cart rules', () => {
  it('merges the same artwork and format into one line by adding the quantity', () => {
    const items = addItem(addItem([], artwork, canvas), artwork, canvas, 2);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: 'a1-f1', quantity: 3 });
  });

  it('keeps a separate line for each format of the same artwork', () => {
    const items = addItem(addItem([], artwork, canvas), artwork, print);
    expect(items.map((i) => i.id)).toEqual(['a1-f1', 'a1-f2']);
  });

  it('adds one piece by default and ignores a quantity below one', () => {
    expect(addItem([], artwork, canvas)[0]?.quantity).toBe(1);
    expect(addItem([], artwork, canvas, 0)).toEqual([]);
  });

  it('removes a line whose quantity is set to zero or below', () => {
    const items = addItem(addItem([], artwork, canvas), artwork, print);
    expect(setItemQuantity(items, 'a1-f1', 0).map((i) => i.id)).toEqual(['a1-f2']);
    expect(setItemQuantity(items, 'a1-f2', -3).map((i) => i.id)).toEqual(['a1-f1']);
    expect(setItemQuantity(items, 'a1-f2', 4)[1]?.quantity).toBe(4);
  });

  it('removes a line by id', () => {
    expect(removeItem(addItem([], artwork, canvas), 'a1-f1')).toEqual([]);
  });

  it('counts pieces and totals the format prices of the lines that can be bought', () => {
    let items = addItem(addItem([], artwork, canvas, 2), artwork, print);
    expect(cartCount(items)).toBe(3);
    expect(cartTotal(items)).toBe(2700);
    items = items.map((i) => (i.format.id === 'f2' ? { ...i, format: { ...i.format, available: false } } : i));
    expect(cartTotal(items)).toBe(2400);
    items = items.map((i) => ({ ...i, artwork: { ...i.artwork, availability: 'sold' as const } }));
    expect(cartTotal(items)).toBe(0);
  });

  it('keeps only what a line needs of an artwork, and only its first picture', () => {
    const picture = { url: 'u', base: 'b', width: 1, height: 1, widths: [], placeholder: '' };
    const full = {
      ...artwork,
      description: 'long',
      pictures: [picture, picture],
      artist: { ...artwork.artist, country: 'Kenya' },
    };
    expect(toCartArtwork(full)).toEqual({ ...artwork, pictures: [picture] });
  });
});

describe('quantities capped at what can be sold', () => {
  it('sells an original once, an edition as many as are left, a reserved or sold work not at all', () => {
    expect(sellableUnits(original)).toBe(1);
    expect(sellableUnits(edition(3))).toBe(3);
    expect(sellableUnits({ ...edition(3), availability: 'reserved' })).toBe(0);
    expect(sellableUnits({ ...original, availability: 'sold' })).toBe(0);
  });

  it('never lets an original reach 2, however it is added or set', () => {
    let items = addItem([], original, canvas, 2);
    expect(items[0]?.quantity).toBe(1);
    items = addItem(items, original, canvas);
    expect(cartCount(items)).toBe(1);
    // Another format of the same original is the same single piece.
    expect(addItem(items, original, print)).toEqual(items);
    expect(setItemQuantity(items, 'o1-f1', 2)[0]?.quantity).toBe(1);
  });

  it('counts an edition over all its formats against the number left', () => {
    let items = addItem([], edition(3), canvas, 2);
    items = addItem(items, edition(3), print, 5);
    expect(items.map((i) => i.quantity)).toEqual([2, 1]);
    const [first, second] = items as [(typeof items)[number], (typeof items)[number]];
    expect(lineMax(items, first)).toBe(2);
    expect(lineMax(items, second)).toBe(1);
    expect(setItemQuantity(items, first.id, 9).map((i) => i.quantity)).toEqual([2, 1]);
  });

  it('brings stored lines down to the stock the server reports', () => {
    const stored = [
      { id: 'o1-f1', artwork: original, format: canvas, quantity: 2 },
      { id: 'e1-f1', artwork: edition(2), format: canvas, quantity: 2 },
      { id: 'e1-f2', artwork: edition(2), format: print, quantity: 2 },
    ];
    expect(capQuantities(stored).map((i) => i.quantity)).toEqual([1, 2, 1]);
  });
});
