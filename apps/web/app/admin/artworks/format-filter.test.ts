import { describe, expect, it } from 'vitest';
import { ALL_FORMATS, filterLabel, formatFilters, formatsAvailable, matchesFormat } from './format-filter.ts';

const work = (...names: string[]) => ({ formats: names.map((name) => ({ name, available: true })) });

describe('format filters', () => {
  it('lists each distinct format name once, uppercased and trimmed, the most used first', () => {
    const artworks = [work('Original'), work(' original ', 'Fine_Art print'), work('fine_art print')];
    expect(formatFilters(artworks)).toEqual(['FINE_ART PRINT', 'ORIGINAL']);
  });

  it('shows underscores as spaces', () => {
    expect(filterLabel('FINE_ART_PRINT')).toBe('FINE ART PRINT');
  });

  it('matches an artwork by the uppercased, trimmed format name, and everything under ALL', () => {
    expect(matchesFormat(work('  Canvas print '), 'CANVAS PRINT')).toBe(true);
    expect(matchesFormat(work('Original'), 'CANVAS PRINT')).toBe(false);
    expect(matchesFormat(work(), ALL_FORMATS)).toBe(true);
  });
});

describe('formatsAvailable', () => {
  it('counts the formats a collector can buy', () => {
    expect(formatsAvailable(work('A', 'B'))).toBe('2 formats available');
    expect(
      formatsAvailable({
        formats: [
          { name: 'A', available: true },
          { name: 'B', available: false },
        ],
      }),
    ).toBe('1 format available');
    expect(formatsAvailable(work())).toBe('No formats available');
  });
});
