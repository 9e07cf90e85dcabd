import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, type GalleryFilters } from './gallery-filters.ts';
import { deletePreset, parsePresets, savePreset } from './presets.ts';

const paintings = { ...EMPTY_FILTERS, medium: 'paintings' };

describe('savePreset', () => {
  it('saves the filters under the trimmed name', () => {
    expect(savePreset([], '  Big paintings ', paintings)).toEqual([{ name: 'Big paintings', filters: paintings }]);
  });

  it('saves nothing when the prompt was cancelled or left empty', () => {
    expect(savePreset([], null, paintings)).toEqual([]);
    expect(savePreset([], '   ', paintings)).toEqual([]);
  });

  it('replaces a preset of the same name', () => {
    const list = savePreset([], 'Mine', EMPTY_FILTERS);
    expect(savePreset(list, 'mine', paintings)).toEqual([{ name: 'mine', filters: paintings }]);
  });
});

describe('parsePresets', () => {
  it('reads back what was saved', () => {
    const list = deletePreset(savePreset(savePreset([], 'A', paintings), 'B', EMPTY_FILTERS), 'B');
    expect(parsePresets(JSON.stringify(list))).toEqual(list);
  });

  it('round-trips every filter the panel offers, New Arrivals and Limited Editions included', () => {
    const every = {
      medium: 'photography',
      newArrivals: true,
      limited: true,
      collections: ['Coastlines'],
      artists: ['artist-1'],
      formats: ['CANVAS'],
      tags: ['blue'],
      minPrice: 500,
      maxPrice: 2500,
      sortBy: 'price',
      sortDirection: 'asc',
      search: 'harbour',
    } satisfies GalleryFilters;
    // Every key of the filters is set away from its default, so a key the parser forgets shows here.
    for (const key of Object.keys(EMPTY_FILTERS) as (keyof GalleryFilters)[]) {
      expect(every[key], key).not.toEqual(EMPTY_FILTERS[key]);
    }
    const saved = savePreset([], 'Everything', every);
    expect(parsePresets(JSON.stringify(saved))).toEqual([{ name: 'Everything', filters: every }]);
  });

  it('skips unreadable data instead of failing', () => {
    expect(parsePresets('not json')).toEqual([]);
    expect(parsePresets('{"a":1}')).toEqual([]);
    expect(parsePresets('[{"name":""},{"name":"X","filters":{"artists":[1,"a"],"sortBy":"x"}}]')).toEqual([
      { name: 'X', filters: { ...EMPTY_FILTERS, artists: ['a'] } },
    ]);
  });
});
