import { describe, expect, it } from 'vitest';
import { parseRecentSearches, rememberSearch } from './recent-searches.ts';

describe('rememberSearch', () => {
  it('puts the newest search first', () => {
    expect(rememberSearch(['fjord'], 'red')).toEqual(['red', 'fjord']);
  });

  it('keeps one copy of a repeated search, moved to the front, whatever its case and spacing', () => {
    expect(rememberSearch(['red', 'Fjord', 'blue'], '  fjord ')).toEqual(['fjord', 'red', 'blue']);
  });

  it('keeps at most 6', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(rememberSearch(list, 'g')).toEqual(['g', 'a', 'b', 'c', 'd', 'e']);
  });

  it('replaces the term saved a moment ago when the visitor was still typing it', () => {
    expect(rememberSearch(['fjo', 'red'], 'fjord', 'fjo')).toEqual(['fjord', 'red']);
    expect(rememberSearch(['fjord', 'red'], 'fjo', 'fjord')).toEqual(['fjo', 'red']);
    expect(rememberSearch(['blue', 'red'], 'fjord', 'blue')).toEqual(['fjord', 'blue', 'red']);
  });

  it('ignores an empty search', () => {
    expect(rememberSearch(['a'], '   ')).toEqual(['a']);
  });
});

describe('parseRecentSearches', () => {
  it('reads a stored list and tolerates anything else', () => {
    expect(parseRecentSearches('["a","",3,"b"]')).toEqual(['a', 'b']);
    expect(parseRecentSearches('oops')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});
