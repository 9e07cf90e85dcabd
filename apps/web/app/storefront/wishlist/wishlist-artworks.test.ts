import { describe, expect, it } from 'vitest';
import { idQueries } from './wishlist-artworks.ts';

describe('idQueries', () => {
  it('asks for a long wishlist a page of 100 ids at a time, since the API answers at most 100 works', () => {
    const ids = Array.from({ length: 230 }, (_, i) => `a${i}`);
    const queries = idQueries(ids);
    expect(queries).toHaveLength(3);
    expect(queries.map((q) => q.slice(4).split(',').length)).toEqual([100, 100, 30]);
    expect(queries[2]?.endsWith('a229')).toBe(true);
    expect(idQueries(['x y'])).toEqual(['ids=x%20y']);
  });
});
