import type { Format } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { addItem, type CartArtwork, cartCount, cartTotal, removeItem, setItemQuantity, toCartArtwork } from './cart.ts';

const canvas: Format = { id: 'f1', name: 'Canvas', price: 1200, available: true };
const print: Format = { id: 'f2', name: 'Fine Art Print', price: 300, available: true };
const artwork: CartArtwork = {
  id: 'a1',
  title: 'Harmattan',
  artist: { id: 'p1', name: 'Amara Okafor' },
  pictures: [],
  availability: 'available',
  formats: [canvas, print],
};

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
