import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './gallery-filters.ts';
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

  it('skips unreadable data instead of failing', () => {
    expect(parsePresets('not json')).toEqual([]);
    expect(parsePresets('{"a":1}')).toEqual([]);
    expect(parsePresets('[{"name":""},{"name":"X","filters":{"artists":[1,"a"],"sortBy":"x"}}]')).toEqual([
      { name: 'X', filters: { ...EMPTY_FILTERS, artists: ['a'] } },
    ]);
  });
});
