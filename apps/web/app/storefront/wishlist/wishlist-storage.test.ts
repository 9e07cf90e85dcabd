import type { Artwork } from '@vernissage/contract';
import { describe, expect, it, vi } from 'vitest';
import { inWishlistOrder } from './wishlist-artworks.ts';
import { parseWishlist, toggleId } from './wishlist-storage.ts';

describe('the stored wishlist', () => {
  it('reads a list of ids, without duplicates or non-ids', () => {
    expect(parseWishlist('["a","b","a",3]')).toEqual(['a', 'b']);
  });

  it('gives no ids for unparseable data and only logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseWishlist('not json')).toEqual([]);
    expect(parseWishlist('{"a":1}')).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('toggles an id in and out, saying which it did', () => {
    expect(toggleId(['a'], 'b')).toEqual({ ids: ['a', 'b'], added: true });
    expect(toggleId(['a', 'b'], 'a')).toEqual({ ids: ['b'], added: false });
  });

  it('lists the fetched artworks in the order they were saved, skipping unknown ids', () => {
    const art = (id: string) => ({ id }) as Artwork;
    expect(inWishlistOrder(['b', 'x', 'a'], [art('a'), art('b')]).map((a) => a.id)).toEqual(['b', 'a']);
  });
});
