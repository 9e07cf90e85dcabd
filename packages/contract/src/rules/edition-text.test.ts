import { describe, expect, it } from 'vitest';
import { editionText, freeNumbers, numberRanges } from './edition-text.ts';

describe('edition texts', () => {
  it('names one number, several numbers, and a unique work', () => {
    expect(editionText({ size: 10, numbers: [3] })).toBe('Edition 3/10');
    expect(editionText({ size: 10, numbers: [3, 4] })).toBe('Editions 3, 4/10');
    expect(editionText(null)).toBe('Unique work');
    expect(editionText({ size: 10, numbers: [] })).toBe('Edition of 10');
  });

  it('lists the free numbers and reads numbers as ranges', () => {
    expect(freeNumbers({ size: 6, sold: [1], held: [2], withheld: [5] })).toEqual([3, 4, 6]);
    expect(numberRanges([8, 1, 2, 3, 5, 7])).toBe('1-3, 5, 7-8');
    expect(numberRanges([])).toBe('none');
  });
});
