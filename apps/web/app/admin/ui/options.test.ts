import { describe, expect, it } from 'vitest';
import { matchingOptions } from './options.ts';

const countries = [
  { value: 'DK', label: 'Denmark' },
  { value: 'DE', label: 'Germany' },
  { value: 'NE', label: 'Niger' },
  { value: 'NG', label: 'Nigeria' },
];

describe('matchingOptions', () => {
  it('finds a code typed exactly first, then names that start with the text, then names that contain it', () => {
    expect(matchingOptions(countries, 'de').map((o) => o.value)).toEqual(['DE', 'DK']);
    expect(matchingOptions(countries, 'ger').map((o) => o.value)).toEqual(['DE', 'NE', 'NG']);
    expect(matchingOptions(countries, 'NIG').map((o) => o.value)).toEqual(['NE', 'NG']);
  });

  it('offers every option for an empty text and none for a text nothing matches', () => {
    expect(matchingOptions(countries, ' ')).toHaveLength(4);
    expect(matchingOptions(countries, 'xyz')).toEqual([]);
  });
});
