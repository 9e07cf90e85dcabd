import { describe, expect, it } from 'vitest';
import { mediumCategoriesOf, offeredMediumCategories, primaryMediumCategory } from './medium.ts';

describe('medium inference', () => {
  it.each([
    ['Oil on linen', 'paintings'],
    ['Acrylic on canvas', 'paintings'],
    ['Archival photographic print', 'photography'],
    ['Giclée print on cotton rag', 'digital-art'],
    ['Digital painting', 'paintings'],
    ['Collage and ink on panel', 'mixed-media'],
  ])('files %s under %s', (medium, category) => {
    expect(primaryMediumCategory({ medium })).toBe(category);
  });

  it('falls back to format names and tags when the medium says nothing', () => {
    expect(primaryMediumCategory({ medium: 'Unique work', formats: [{ name: 'Photo print' }] })).toBe('photography');
    expect(primaryMediumCategory({ medium: '', tags: ['collage'] })).toBe('mixed-media');
    expect(primaryMediumCategory({ medium: 'Bronze' })).toBe('');
  });

  it('finds every category mentioned, in display order', () => {
    expect(mediumCategoriesOf({ medium: 'Mixed media with photo transfer and oil' })).toEqual([
      'paintings',
      'photography',
      'mixed-media',
    ]);
  });

  it('offers all four categories when none is found', () => {
    expect(offeredMediumCategories([{ medium: 'Bronze' }])).toHaveLength(4);
    expect(offeredMediumCategories([{ medium: 'Oil' }, { medium: 'Photo' }])).toEqual(['paintings', 'photography']);
  });
});
