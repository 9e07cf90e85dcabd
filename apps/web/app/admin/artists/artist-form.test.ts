import { describe, expect, it } from 'vitest';
import { artistFormSchema, artistFormValues } from './artist-form.ts';

describe('the artist form', () => {
  it('starts with one empty award row', () => {
    expect(artistFormValues(null).awards).toEqual([{ value: '' }]);
  });

  it("requires a name after trimming, with the spec's message", () => {
    const result = artistFormSchema.safeParse({ ...artistFormValues(null), name: '   ' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['Name is required.']);
  });

  it('drops empty award entries and splits styles on commas', () => {
    const parsed = artistFormSchema.parse({
      ...artistFormValues(null),
      name: ' Ada ',
      awards: [{ value: ' Turner Prize ' }, { value: '' }, { value: '  ' }],
      style: 'Abstract, , Colour field',
    });
    expect(parsed).toMatchObject({ name: 'Ada', awards: ['Turner Prize'], style: ['Abstract', 'Colour field'] });
  });
});
